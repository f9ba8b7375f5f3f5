import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Heading } from '@/shared/ui/surface';
import { useNotices } from '../api/get-notices';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useLiveNotices } from '../lib/use-live-notices';
import { NoticeItem } from './notice-item';
import './notifications.css';

/** The newest notices the panel shows. */
const PANEL_SIZE = 10;

/**
 * The header's bell of a signed-in user: the unread count, kept live over the socket, and a panel of the newest
 * notices with "mark all read" and a link to the page of them all.
 */
export function NotificationBell({ userId, compact }: { userId: number; compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useLiveNotices(userId);
  const count = useUnreadCount(true).data?.unread ?? 0;
  const notices = useNotices({ page: 1, count: PANEL_SIZE, unread: false }, open);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const label =
    count > 0
      ? t('notifications.bell_unread', 'Notifications, {{count}} unread', { count })
      : t('notifications.bell', 'Notifications');

  const panel = (
    <div className="notice-panel" data-testid="notice-panel">
      <Flex justify="space-between" align="center" gap={8} className="notice-panel-head">
        <Heading level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('notifications.title', 'Notifications')}
        </Heading>
        <Button
          size="small"
          type="link"
          disabled={count === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notice-mark-all"
        >
          {t('notifications.mark_all_read', 'Mark all read')}
        </Button>
      </Flex>
      {notices.data && notices.data.content.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.none', 'No notifications yet.')} />
      ) : (
        <div className="notice-list" role="list">
          {(notices.data?.content ?? []).map((notice) => (
            <div role="listitem" key={notice.id}>
              <NoticeItem
                notice={notice}
                onOpen={(opened) => {
                  if (opened.readAt === null) markRead.mutate([opened.id]);
                  setOpen(false);
                }}
              />
            </div>
          ))}
        </div>
      )}
      <div className="notice-panel-foot">
        <Link to={paths.notifications} onClick={() => setOpen(false)} data-testid="notice-all-link">
          {t('notifications.see_all', 'All notifications')}
        </Link>
      </div>
    </div>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Button
        className="header-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notice-bell"
        data-unread={count}
        icon={
          <Badge
            count={count}
            size="small"
            overflowCount={99}
            data-testid="notice-count"
            offset={compact ? [2, -2] : [4, -4]}
          >
            <BellOutlined aria-hidden style={{ fontSize: 18, color: 'inherit' }} />
          </Badge>
        }
      />
    </Popover>
  );
}
