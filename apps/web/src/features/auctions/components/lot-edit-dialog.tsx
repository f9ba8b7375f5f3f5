import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LotRecord } from '@portal/contracts/auctions';
import { fieldRule, isRequired, issuesByField, toFormValues, toPayload } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import { showServerErrors } from '@/shared/form/server-errors';
import { QueryState } from '@/shared/ui/query-state';
import { notify } from '@/shared/ui/notifications';
import { useSaveLot } from '../api/lot-commands';
import { useLot } from '../api/lot-queries';
import { LOT_FIELDS, LOT_LABELS, LOT_SCHEMA } from '../config';
import { LotStatusTag } from './status-tags';
import { AppForm } from '@/shared/form/app-form';

const FORM_ID = 'lot-edit-form';

function LotForm({ lot, onSaved }: { lot: LotRecord | null; onSaved: (saved: LotRecord) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const save = useSaveLot({
    onSuccess: (saved) => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      onSaved(saved);
    },
  });
  const locked = (name: string) => lot?.fieldProperties?.[name]?.disabled === true;
  const submit = (values: Record<string, unknown>) => {
    const payload = { ...toPayload(values, LOT_FIELDS), ...(lot ? { id: lot.id } : {}) };
    const parsed = LOT_SCHEMA.safeParse(payload);
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      form.setFields(Object.entries(errors).map(([name, key]) => ({ name, errors: [t(key, key)] })));
      return;
    }
    save.mutate(parsed.data as Record<string, unknown>, { onError: (error) => showServerErrors(form, error, t) });
  };
  return (
    <AppForm
      id={FORM_ID}
      form={form}
      layout="vertical"
      requiredMark
      initialValues={toFormValues(lot ?? {}, LOT_FIELDS)}
      onFinish={submit}
      data-testid="lot-edit-form"
    >
      <Form.Item
        htmlFor="lot-code"
        label={t(...LOT_LABELS.code)}
        extra={lot ? undefined : t('lot.code_help', 'The code is given when the lot is saved.')}
      >
        <Input value={lot?.code ?? ''} disabled id="lot-code" data-testid="lot-code" />
      </Form.Item>
      {lot?.editEnabled && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('lot.edit_enabled', 'Edit is enabled: the lot may be saved once more.')}
        />
      )}
      {LOT_FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={t(...field.label)}
          required={isRequired(LOT_SCHEMA, field)}
          rules={[fieldRule(LOT_SCHEMA, field, t)]}
          extra={locked(field.name) && field.lockedHelp ? t(...field.lockedHelp) : undefined}
        >
          <FormControl field={field} record={lot ?? {}} disabled={locked(field.name)} maxLength={4000} />
        </Form.Item>
      ))}
    </AppForm>
  );
}

/** The lot's form (code read-only, description and amounts); a lot that may not change shows its values. */
export function LotEditDialog({
  id,
  onClose,
  onCreated,
}: {
  id: number | 'new';
  onClose: () => void;
  onCreated: (lot: LotRecord) => void;
}) {
  const { t } = useTranslation();
  const query = useLot(id === 'new' ? null : id);
  const lot = id === 'new' ? null : (query.data ?? null);
  const ready = id === 'new' || !!lot;
  const editable = !lot || Object.values(lot.fieldProperties ?? {}).some((p) => !p.disabled);
  return (
    <Modal
      open
      width={640}
      title={
        <Space>
          {lot ? `${t('lot.lot', 'Lot')} ${lot.code}` : t('lot.new', 'New lot')}
          {lot && <LotStatusTag status={lot.status} />}
        </Space>
      }
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="lot-edit-modal"
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="edit-cancel">
          {editable ? t('admin.cancel', 'Cancel') : t('admin.close', 'Close')}
        </Button>,
        editable && (
          <Button key="save" type="primary" htmlType="submit" form={FORM_ID} disabled={!ready} data-testid="edit-save">
            {t('admin.save', 'Save')}
          </Button>
        ),
      ]}
    >
      {ready ? (
        <LotForm
          key={lot?.version ?? 'new'}
          lot={lot}
          onSaved={(saved) => (id === 'new' ? onCreated(saved) : onClose())}
        />
      ) : (
        <QueryState query={query} />
      )}
    </Modal>
  );
}
