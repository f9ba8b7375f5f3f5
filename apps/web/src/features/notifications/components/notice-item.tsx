import type { Notice } from '@portal/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/lib/business-time';
import { Text } from '@/shared/ui/surface';
import { noticeText } from '../lib/notice-text';

/** One notice: its sentence (a link to the object when it has one), its time, and whether it is still unread. */
export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen?: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const sentence = noticeText(notice, t);
  const unread = notice.readAt === null;
  return (
    <div className={`notice-item${unread ? ' notice-unread' : ''}`} data-testid="notice-item" data-kind={notice.kind}>
      {unread && <span className="notice-dot" aria-hidden />}
      <div style={{ minWidth: 0 }}>
        {notice.link ? (
          <Link to={notice.link} onClick={() => onOpen?.(notice)}>
            {sentence}
          </Link>
        ) : (
          <Text>{sentence}</Text>
        )}
        <div>
          <Text secondary style={{ fontSize: 12 }}>
            {formatDateTime(notice.createdAt)}
            {unread && <span className="visually-hidden"> · {t('notifications.unread', 'Unread')}</span>}
          </Text>
        </div>
      </div>
    </div>
  );
}
