import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParticipationStatus } from '@portal/contracts/participation-requests';

const COLORS: Record<ParticipationStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/** The status word of the caller's request for a lot (PENDING, APPROVED, REJECTED), translated. */
export function RequestStatusTag({ status }: { status: ParticipationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`participation-status-${status}`} style={{ marginInlineEnd: 0 }}>
      {t(status, status)}
    </Tag>
  );
}
