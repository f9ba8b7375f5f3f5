import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../types';

const COLOR: Record<MailStatus, string> = {
  QUEUED: 'processing',
  SENT: 'success',
  FAILED: 'error',
  THROTTLED: 'warning',
};

export function MailStatusTag({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={`mail-status-${status}`}>
      {t(status, status)}
    </Tag>
  );
}
