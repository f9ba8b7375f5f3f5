import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BANK_GUARANTEE_DECISIONS,
  BANK_GUARANTEE_NOTES_MAX,
  bankGuaranteeDecisionSchema,
  type BankGuarantee,
  type BankGuaranteeDecision,
} from '@portal/contracts/bank-guarantees';
import { localized } from '@portal/contracts/multilingual';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useDecideGuarantee } from '../api/decide-guarantee';
import { formatMoney } from '@portal/contracts/money-format';
import { LABELS } from './guarantee-form';

const TITLES: Record<BankGuaranteeDecision, [string, string]> = {
  cancel: ['bank_guarantee.cancel', 'Cancel the guarantee'],
  invalidate: ['bank_guarantee.invalidate', 'Invalidate the guarantee'],
  mark_used: ['bank_guarantee.mark_used', 'Mark the guarantee used'],
};
export const DECISION_TITLES = TITLES;

/**
 * The popup of a staff decision: says which guarantee and what follows, asks the note (required,
 * it is mailed to the owner) and shows the spec's status toast (CANCELLED, INVALID, USED).
 */
export function DecisionDialog({
  decision,
  guarantee,
  onClose,
}: {
  decision: BankGuaranteeDecision;
  guarantee: BankGuarantee;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const status = BANK_GUARANTEE_DECISIONS[decision];
  const decide = useDecideGuarantee(decision, {
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t(status, status) });
      onClose();
    },
  });

  return (
    <ReasonDialog
      title={t(...TITLES[decision])}
      okText={t(...TITLES[decision])}
      cancelText={t('admin.cancel', 'Cancel')}
      danger={decision !== 'mark_used'}
      details={
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t(...LABELS.number)}>{guarantee.guaranteeNumber}</Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.bank)}>
            {guarantee.bank ? localized(guarantee.bank, 'label', currentLanguage) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.owner)}>
            {[guarantee.username, guarantee.companyName].filter(Boolean).join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label={t(...LABELS.amount)}>
            {formatMoney(guarantee.amount, currentLanguage, guarantee.currency)}
          </Descriptions.Item>
        </Descriptions>
      }
      reason={{
        name: 'notes',
        label: t(...LABELS.notes),
        schema: bankGuaranteeDecisionSchema.shape.notes,
        maxLength: BANK_GUARANTEE_NOTES_MAX,
        help: t('bank_guarantee.notes_help', 'The note is sent to the owner of the guarantee by e-mail.'),
        testId: 'decision-notes',
      }}
      onSubmit={(notes) => decide.mutateAsync({ id: guarantee.id, notes })}
      // Decided meanwhile by someone else: the app's toast says so; the list shows the new status.
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      testIds={{ dialog: 'decision-dialog', ok: 'decision-confirm' }}
    />
  );
}
