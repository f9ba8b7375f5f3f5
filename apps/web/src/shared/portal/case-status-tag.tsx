import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { CASE_STATUS_LABEL } from './case-kinds';

const COLOR: Record<CaseStatus, string> = {
  DRAFT: 'default',
  SUBMITTED: 'blue',
  IN_PROCESS: 'processing',
  RETURNED_FOR_CORRECTIONS: 'orange',
  HEARING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
  WITHDRAWN: 'default',
};

/** A case's status (spec §4), translated. */
export function CaseStatusTag({ status }: { status: CaseStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={`case-status-${status}`} style={{ marginInlineEnd: 0 }}>
      {t(...CASE_STATUS_LABEL[status])}
    </Tag>
  );
}
