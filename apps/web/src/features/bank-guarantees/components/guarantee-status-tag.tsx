import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankGuaranteeStatus } from '@portal/contracts/bank-guarantees';

const COLOR: Record<BankGuaranteeStatus, string> = {
  ACTIVE: 'green',
  CANCELLED: 'default',
  INVALID: 'red',
  USED: 'blue',
};

/** The status word of spec §4 (ACTIVE, CANCELLED, INVALID, USED), translated. */
export function GuaranteeStatusTag({ status }: { status: BankGuaranteeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid={`guarantee-status-${status}`}>
      {t(status, status)}
    </Tag>
  );
}
