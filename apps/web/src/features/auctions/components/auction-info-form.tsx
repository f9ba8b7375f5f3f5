import { SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { NEXT_STEPS_NOTE_MAX, PAYMENT_TERM_DAYS_DEFAULT, PICK_UP_TEXT_MAX } from '@portal/contracts/winner-next-steps';
import { fieldRule, isRequired, issuesByField, toFormValues, toPayload } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import { showServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useSaveAuction } from '../api/auction-commands';
import { AUCTION_FIELDS, AUCTION_LABELS, AUCTION_SCHEMA, NEXT_STEPS_FIELDS } from '../config';
import { AppForm } from '@/shared/form/app-form';

const FORM_FIELDS = [...AUCTION_FIELDS, ...NEXT_STEPS_FIELDS];

/** Tab 1: the number (generated), dates and notes, the winner's next steps; a new auction gets its id here. */
export function AuctionInfoForm({
  auction,
  onCreated,
}: {
  auction: AuctionRecord | null;
  onCreated: (saved: AuctionRecord) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const save = useSaveAuction({
    onSuccess: (saved) => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      if (!auction) onCreated(saved);
    },
  });
  const locked = (name: string) => auction?.fieldProperties?.[name]?.disabled === true;
  const editable = !auction || auction.actions.includes('edit');
  // The next steps sit beside the dates in the form; a new auction starts with the default term.
  const record: Record<string, unknown> = auction
    ? { ...auction, ...auction.nextSteps }
    : { paymentTermDays: PAYMENT_TERM_DAYS_DEFAULT };
  const item = (field: (typeof FORM_FIELDS)[number], maxLength: number) => (
    <Form.Item
      key={field.name}
      name={field.name}
      label={t(...field.label)}
      required={isRequired(AUCTION_SCHEMA, field)}
      rules={[fieldRule(AUCTION_SCHEMA, field, t)]}
      validateTrigger={field.kind === 'dateTime' ? 'onBlur' : 'onChange'}
      extra={
        locked(field.name) && field.lockedHelp ? t(...field.lockedHelp) : field.help ? t(...field.help) : undefined
      }
    >
      <FormControl field={field} record={record} disabled={locked(field.name)} maxLength={maxLength} />
    </Form.Item>
  );

  const submit = (values: Record<string, unknown>) => {
    const payload = { ...toPayload(values, FORM_FIELDS), ...(auction ? { id: auction.id } : {}) };
    const parsed = AUCTION_SCHEMA.safeParse(payload);
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      form.setFields(Object.entries(errors).map(([name, key]) => ({ name, errors: [t(key, key)] })));
      return;
    }
    save.mutate(parsed.data as Record<string, unknown>, { onError: (error) => showServerErrors(form, error, t) });
  };

  return (
    <AppForm
      form={form}
      layout="vertical"
      requiredMark
      style={{ maxWidth: 560 }}
      initialValues={toFormValues(record, FORM_FIELDS)}
      onFinish={submit}
      data-testid="auction-info-form"
    >
      <Form.Item
        htmlFor="auction-number"
        label={t(...AUCTION_LABELS.auctionNumber)}
        extra={auction ? undefined : t('auction.number_help', 'The number is given when the auction is saved.')}
      >
        <Input value={auction?.auctionNumber ?? ''} disabled id="auction-number" data-testid="auction-number" />
      </Form.Item>
      {AUCTION_FIELDS.map((field) => item(field, 4000))}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
        {t('auction.next_steps_title', 'After the auction: the winner’s next steps')}
      </Typography.Title>
      {NEXT_STEPS_FIELDS.map((field) =>
        item(field, field.kind === 'textarea' ? NEXT_STEPS_NOTE_MAX : PICK_UP_TEXT_MAX),
      )}
      {editable && (
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="auction-save"
        >
          {t('admin.save', 'Save')}
        </Button>
      )}
    </AppForm>
  );
}
