import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts/languages';
import { shortenText } from '@portal/contracts/text';

/**
 * Under a translation's text: what the interface shows now for the key in that language. When
 * that is the saved override itself, the static text behind it cannot be read (the server only
 * serves the merged file), so the note says that emptying the field brings the static text back.
 */
export function InterfaceTextNote({
  lang,
  textKey,
  shown,
  savedOverride,
}: {
  lang: Language;
  textKey: string;
  shown: string | undefined;
  savedOverride: string | null;
}) {
  const { t } = useTranslation();
  if (!textKey.trim()) return null;
  const testId = `interface-text-${lang}`;
  if (shown === undefined) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('translation.no_interface_text', 'The interface has no text for this key in this language.')}
      </Typography.Text>
    );
  }
  const isOverride = savedOverride !== null && savedOverride === shown;
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      {isOverride
        ? t(
            'translation.shown_override',
            'Shown now: this saved text. Empty the field to show the interface file’s text again.',
          )
        : t('translation.shown_static', 'Shown now:')}{' '}
      {!isOverride && (
        <Typography.Text code copyable={{ text: shown }} style={{ whiteSpace: 'pre-wrap' }}>
          {shortenText(shown, 200)}
        </Typography.Text>
      )}
    </Typography.Text>
  );
}
