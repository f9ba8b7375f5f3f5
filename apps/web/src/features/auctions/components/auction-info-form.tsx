import { SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { fieldRule, isRequired, issuesByField, toFormValues, toPayload } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import { showServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useSaveAuction } from '../api/auction-commands';
import { AUCTION_FIELDS, AUCTION_LABELS, AUCTION_SCHEMA } from '../config';
import { AppForm } from '@/shared/form/app-form';

/** Tab 1: the number (generated), dates and notes; a new auction gets its id here. */
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

  const submit = (values: Record<string, unknown>) => {
    const payload = { ...toPayload(values, AUCTION_FIELDS), ...(auction ? { id: auction.id } : {}) };
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
      initialValues={toFormValues(auction ?? {}, AUCTION_FIELDS)}
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
      {AUCTION_FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={t(...field.label)}
          required={isRequired(AUCTION_SCHEMA, field)}
          rules={[fieldRule(AUCTION_SCHEMA, field, t)]}
          validateTrigger={field.kind === 'dateTime' ? 'onBlur' : 'onChange'}
          extra={locked(field.name) && field.lockedHelp ? t(...field.lockedHelp) : undefined}
        >
          <FormControl field={field} record={auction ?? {}} disabled={locked(field.name)} maxLength={4000} />
        </Form.Item>
      ))}
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
