import { Card, Checkbox, Flex, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choosableChannels, type NoticeChannel } from '@portal/contracts/notifications';
import { notify } from '@/shared/ui/notifications';
import { usePreferences, type PreferenceRow } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { KIND_NAMES } from '../lib/notice-text';
import { setSoundEnabled, soundEnabled } from '../lib/outbid-alert';

const CHANNEL_NAMES: Record<NoticeChannel, string> = {
  in_app: 'In the portal',
  mail: 'By e-mail',
  both: 'In the portal and by e-mail',
  none: 'Not at all',
};

/**
 * How the user wants each kind of notice: in the portal, by mail, both or not at all. A legal notice's mail cannot be
 * switched off (only "by e-mail" or "both" are offered). And this browser's outbid sound, off by default.
 */
export function PreferencesCard() {
  const { t } = useTranslation();
  const query = usePreferences();
  const save = useSavePreferences();
  const [sound, setSound] = useState(soundEnabled);

  const kindName = (row: PreferenceRow) => t(`notifications.kind_name.${row.kind}`, KIND_NAMES[row.kind]);
  const choose = (row: PreferenceRow, channel: NoticeChannel) =>
    save.mutate(
      { preferences: [{ kind: row.kind, channel }] },
      {
        onSuccess: () =>
          notify.success({
            title: t('generic.success', 'Success'),
            description: t('notifications.saved', 'Your choice was saved.'),
          }),
      },
    );

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('notifications.preferences', 'How you are told')}</h2>}
      data-testid="notice-preferences"
    >
      <Checkbox
        checked={sound}
        onChange={(e) => {
          setSoundEnabled(e.target.checked);
          setSound(e.target.checked);
        }}
        data-testid="notice-sound"
        style={{ marginBottom: 12 }}
      >
        {t('notifications.sound', 'Play a short sound on the bidding screen when I am outbid (this browser)')}
      </Checkbox>
      {query.isLoading && <Spin />}
      <div role="list" className="notice-preferences">
        {(query.data ?? []).map((row) => (
          <Flex
            role="listitem"
            key={row.kind}
            justify="space-between"
            align="center"
            wrap
            gap={8}
            className="notice-preference"
          >
            <div style={{ flex: '1 1 220px', minWidth: 0 }}>
              {kindName(row)}{' '}
              {row.legal && (
                <Tag style={{ whiteSpace: 'normal' }}>{t('notifications.legal', 'Legal notice: always mailed')}</Tag>
              )}
            </div>
            <Select<NoticeChannel>
              value={row.channel}
              style={{ width: 260, maxWidth: '100%' }}
              aria-label={t('notifications.channel_of', 'How to tell you: {{kind}}', { kind: kindName(row) })}
              disabled={save.isPending}
              data-testid={`notice-channel-${row.kind}`}
              options={choosableChannels(row.kind).map((channel) => ({
                value: channel,
                label: t(`notifications.channel.${channel}`, CHANNEL_NAMES[channel]),
              }))}
              onChange={(channel) => choose(row, channel)}
            />
          </Flex>
        ))}
      </div>
    </Card>
  );
}
