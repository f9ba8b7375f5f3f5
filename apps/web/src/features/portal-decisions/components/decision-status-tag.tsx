import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyDecisionStatus } from '@portal/contracts/portal-decisions';

const COLOR: Record<MyDecisionStatus, string> = {
  VALID: 'green',
  EXPIRING: 'orange',
  EXPIRED: 'default',
  REVOKED: 'red',
  SUPERSEDED: 'purple',
};

export const STATUS_LABEL: Record<MyDecisionStatus, [string, string]> = {
  VALID: ['myDecisions.status.VALID', 'Valid'],
  EXPIRING: ['myDecisions.status.EXPIRING', 'Expiring soon'],
  EXPIRED: ['myDecisions.status.EXPIRED', 'Expired'],
  REVOKED: ['myDecisions.status.REVOKED', 'Revoked'],
  SUPERSEDED: ['myDecisions.status.SUPERSEDED', 'Superseded'],
};

/** A document's status as a tag with its text (the colour only repeats it). */
export function DecisionStatusTag({ status }: { status: MyDecisionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} style={{ marginInlineEnd: 0 }} data-testid={`decision-status-${status}`}>
      {t(...STATUS_LABEL[status])}
    </Tag>
  );
}
