import { Alert, Descriptions, Empty, Form, Input, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import type { LotRecord } from '@portal/contracts/auctions';
import {
  CONTRACT_NUMBER_MAX,
  lotMarkPaidSchema,
  lotSecondWinnerSchema,
  PAYMENT_INFORMATION_MAX,
} from '@portal/contracts/lot-outcome';
import { applyServerErrors } from '@/shared/form/server-errors';
import { schemaRule } from '@/shared/form/schema-rule';
import { notify } from '@/shared/ui/notifications';
import { useChooseSecondWinner, useMarkLotPaid, useSecondWinnerCandidates } from '../api/outcome';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { AppForm } from '@/shared/form/app-form';

type MarkPaidValues = { paymentInformation: string; contractNumber: string };

/** Marks a SOLD lot PAID with how it was paid and the contract's number. */
export function MarkPaidDialog({ lot, onClose }: { lot: LotRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MarkPaidValues>();
  const markPaid = useMarkLotPaid(() => {
    notify.success({ title: t('generic.success', 'Success'), description: t('lot.status_paid', 'Paid') });
    onClose();
  });
  const submit = (values: MarkPaidValues) =>
    markPaid.mutate(
      { id: lot.id, ...values },
      {
        onError: (error) => {
          const others = applyServerErrors(form, error, t);
          if (others.length) form.setFields([{ name: 'contractNumber', errors: others }]);
        },
      },
    );
  return (
    <Modal
      open
      title={`${t('outcome.mark_paid', 'Mark paid')} · ${lot.code}`}
      okText={t('outcome.mark_paid', 'Mark paid')}
      okButtonProps={{
        loading: markPaid.isPending,
        htmlType: 'submit',
        form: 'lot-mark-paid-form',
        'data-testid': 'mark-paid-ok',
      }}
      cancelText={t('admin.back', 'Back')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="lot-mark-paid-dialog"
    >
      <AppForm id="lot-mark-paid-form" form={form} layout="vertical" requiredMark onFinish={submit}>
        <Typography.Paragraph>
          {t('outcome.mark_paid_text', 'The winner {{winner}} has paid {{amount}} for the lot.', {
            winner: lot.winner?.displayName ?? '—',
            amount: lot.winningAmount === null ? '—' : formatMoney(lot.winningAmount, currentLanguage),
          })}
        </Typography.Paragraph>
        <Form.Item
          name="paymentInformation"
          label={t('outcome.payment_information', 'Payment information')}
          required
          rules={[schemaRule(lotMarkPaidSchema.shape.paymentInformation, t)]}
        >
          <Input.TextArea
            rows={3}
            maxLength={PAYMENT_INFORMATION_MAX}
            showCount
            autoFocus
            data-testid="mark-paid-payment"
          />
        </Form.Item>
        <Form.Item
          name="contractNumber"
          label={t('outcome.contract_number', 'Contract number')}
          required
          rules={[schemaRule(lotMarkPaidSchema.shape.contractNumber, t)]}
        >
          <Input maxLength={CONTRACT_NUMBER_MAX} data-testid="mark-paid-contract" />
        </Form.Item>
      </AppForm>
    </Modal>
  );
}

/** Gives a SOLD lot to another of its bidders at that bidder's best bid (once per lot). */
export function SecondWinnerDialog({ lot, onClose }: { lot: LotRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userId: number }>();
  const candidates = useSecondWinnerCandidates(lot.id);
  const choose = useChooseSecondWinner(() => {
    notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
    onClose();
  });
  const submit = ({ userId }: { userId: number }) => {
    const candidate = candidates.data?.find((c) => c.user.id === userId);
    if (!candidate) return;
    choose.mutate(
      { lotCode: lot.code, userId, amount: candidate.amount },
      {
        onError: (error) => {
          // `amount` and `lotCode` are not on the form: their messages go under the choice.
          const others = applyServerErrors(form, error, t);
          if (others.length) form.setFields([{ name: 'userId', errors: others }]);
        },
      },
    );
  };
  let body: React.ReactNode;
  if (candidates.isPending) body = <Spin />;
  else if (candidates.isError)
    body = <Alert type="error" showIcon message={t('admin.load_failed', 'The records could not be loaded.')} />;
  else if (candidates.data.length === 0)
    body = <Empty description={t('outcome.no_other_bidders', 'No other bidder has bid on this lot.')} />;
  else
    body = (
      <Form.Item
        name="userId"
        label={t('outcome.choose_bidder', 'Bidder')}
        required
        rules={[schemaRule(lotSecondWinnerSchema.shape.userId, t, { emptyIsMissing: true })]}
      >
        <Radio.Group data-testid="second-winner-options">
          <Space direction="vertical">
            {candidates.data.map((c) => (
              <Radio key={c.user.id} value={c.user.id} data-testid={`second-winner-${c.user.username}`}>
                {c.user.displayName} ({c.user.username}) · {formatMoney(c.amount, currentLanguage)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    );
  return (
    <Modal
      open
      title={`${t('outcome.second_winner', 'Second winner')} · ${lot.code}`}
      okText={t('outcome.second_winner', 'Second winner')}
      okButtonProps={{
        loading: choose.isPending,
        disabled: !candidates.data?.length,
        htmlType: 'submit',
        form: 'lot-second-winner-form',
        'data-testid': 'second-winner-ok',
      }}
      cancelText={t('admin.back', 'Back')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="lot-second-winner-dialog"
    >
      <AppForm id="lot-second-winner-form" form={form} layout="vertical" requiredMark onFinish={submit}>
        <Typography.Paragraph>
          {t(
            'outcome.second_winner_text',
            'Instead of {{winner}}, the lot goes to the chosen bidder at their best bid. This can be done once.',
            { winner: lot.winner?.displayName ?? '—' },
          )}
        </Typography.Paragraph>
        {body}
      </AppForm>
    </Modal>
  );
}

/** The lot's winner and payment, for its records dialog (nothing before it is sold). */
export function LotOutcomeDescriptions({ lot }: { lot: LotRecord }) {
  const { t } = useTranslation();
  if (!lot.winner && !lot.paidAt) return null;
  return (
    <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }} data-testid="lot-outcome">
      <Descriptions.Item label={t('outcome.winner', 'Winner')}>
        {lot.winner ? `${lot.winner.displayName} (${lot.winner.username})` : '—'}
        {lot.secondWinner && ` · ${t('outcome.second_winner', 'Second winner')}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('outcome.winning_amount', 'Winning amount')}>
        {lot.winningAmount === null ? '—' : formatMoney(lot.winningAmount, currentLanguage)}
      </Descriptions.Item>
      <Descriptions.Item label={t('outcome.payment_information', 'Payment information')}>
        {lot.paymentInformation ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('outcome.contract_number', 'Contract number')}>
        {lot.contractNumber ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('outcome.paid_at', 'Paid on')}>
        {lot.paidAt ? formatDateTime(lot.paidAt) : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
