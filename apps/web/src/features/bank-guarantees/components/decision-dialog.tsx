import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANK_GUARANTEE_DECISIONS,
  BANK_GUARANTEE_NOTES_MAX,
  type BankGuarantee,
  type BankGuaranteeDecision,
} from '@portal/contracts/bank-guarantees';
import { localized } from '@portal/contracts/multilingual';
import { isApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
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
  const [form] = Form.useForm<{ notes: string }>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const status = BANK_GUARANTEE_DECISIONS[decision];
  const decide = useDecideGuarantee(decision, {
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t(status, status) });
      onClose();
    },
  });

  const submit = ({ notes }: { notes: string }) => {
    setOtherErrors([]);
    decide.mutate(
      { id: guarantee.id, notes: notes.trim() },
      {
        onError: (error) => {
          // Decided meanwhile by someone else: the app's toast says so; the list shows the new status.
          if (isApiError(error) && (error.status === 409 || error.status === 404)) onClose();
          else setOtherErrors(applyServerErrors(form, error, t));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t(...TITLES[decision])}
      onCancel={onClose}
      okText={t(...TITLES[decision])}
      okButtonProps={{
        danger: decision !== 'mark_used',
        loading: decide.isPending,
        htmlType: 'submit',
        form: 'guarantee-decision',
        'data-testid': 'decision-confirm',
      }}
      cancelText={t('admin.cancel', 'Cancel')}
      destroyOnHidden
      data-testid="decision-dialog"
    >
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
      <Form form={form} id="guarantee-decision" layout="vertical" requiredMark onFinish={submit}>
        <Form.Item
          name="notes"
          label={t(...LABELS.notes)}
          required
          extra={t('bank_guarantee.notes_help', 'The note is sent to the owner of the guarantee by e-mail.')}
          rules={[{ required: true, whitespace: true, message: t('generic.required', 'This field is required.') }]}
        >
          <Input.TextArea
            autoFocus
            maxLength={BANK_GUARANTEE_NOTES_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            data-testid="decision-notes"
          />
        </Form.Item>
        {otherErrors.length > 0 && <Alert type="error" showIcon title={otherErrors.join(' ')} />}
      </Form>
    </Modal>
  );
}
