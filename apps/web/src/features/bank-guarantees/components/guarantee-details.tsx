import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankGuarantee } from '@portal/contracts/bank-guarantees';
import { formatDate, formatDateTime } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { LABELS } from './guarantee-form';
import { GuaranteeStatusTag } from './guarantee-status-tag';

/** The facts of one guarantee, for the owner's documents dialog and the staff's detail. */
export function GuaranteeDetails({ guarantee, staff = false }: { guarantee: BankGuarantee; staff?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="guarantee-details">
      {staff && (
        <Descriptions.Item label={t(...LABELS.owner)}>
          {guarantee.username ?? '—'}
          {guarantee.companyName && <Typography.Text type="secondary"> · {guarantee.companyName}</Typography.Text>}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t(...LABELS.bank)}>
        {guarantee.bank ? localized(guarantee.bank, 'label', lang) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.number)}>{guarantee.guaranteeNumber}</Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.amount)}>
        {formatMoney(guarantee.amount, lang, guarantee.currency)}
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.validity)}>
        {formatDate(guarantee.validFrom)} – {formatDate(guarantee.validTo)}
      </Descriptions.Item>
      <Descriptions.Item label={t(...LABELS.status)}>
        <GuaranteeStatusTag status={guarantee.status} />
      </Descriptions.Item>
      {guarantee.decidedAt && (
        <Descriptions.Item label={t(...LABELS.decidedAt)}>
          {formatDateTime(guarantee.decidedAt)}
          {staff && guarantee.decidedBy && <Typography.Text type="secondary"> · {guarantee.decidedBy}</Typography.Text>}
        </Descriptions.Item>
      )}
      {guarantee.notes && (
        <Descriptions.Item label={t(...LABELS.notes)} span={2}>
          <span style={{ whiteSpace: 'pre-wrap' }} data-testid="guarantee-notes">
            {guarantee.notes}
          </span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
