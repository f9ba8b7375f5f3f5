import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParticipationStatus } from '@portal/contracts/participation-requests';
import { STATUS_COLOR } from './labels';

/** The status word of a request (PENDING, APPROVED, REJECTED), translated. */
export function ParticipationStatusTag({ status }: { status: ParticipationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={`participation-status-${status}`}>
      {t(status, status)}
    </Tag>
  );
}
