import { useState } from 'react';
import { Alert, Button, Form, Modal, Spin, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldProperties } from '@portal/contracts/paging';
import type { NewResource, RecordResource, SavedResource } from '@portal/contracts/api-paths';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { QueryState } from '@/shared/ui/query-state';
import { useRecordQuery, type RecordTarget } from './api/get-record';
import { useSaveMutation } from './api/save-record';
import { useFormChangesGuard } from '@/shared/form/unsaved-changes';
import { fieldRule, isRequired, issuesByField, maxLengthOf, toFormValues, toPayload } from './field-rules';
import { FormControl } from './form-control';
import type { AdminRecord, FormField, ObjectSchema } from './types';
import { AppForm } from '@/shared/form/app-form';

/** A resource the form loads (`GET /{resource}/{id}`) and saves (`POST /{resource}`). */
type EditedResource = RecordResource & SavedResource;

/**
 * The API resource (`banks` → `/data/rest/banks`) and the record to edit, or `new` for a blank one: from
 * `GET /{resource}/new`, or the local `blank` of a resource without that call (then it is not made).
 */
type EditTarget =
  | { resource: EditedResource & NewResource; id: number | 'new'; blank?: undefined }
  | { resource: EditedResource; id: number | 'new'; blank: Record<string, unknown> }
  | { resource: EditedResource; id: number; blank?: undefined };

type FromNew = Extract<EditTarget, { resource: NewResource }>;

/** A new record without a local blank: only a resource with `GET /{resource}/new` gets there (see `EditTarget`). */
const startsFromNew = (target: EditTarget): target is FromNew => target.id === 'new' && target.blank === undefined;

/** What the form loads: the record, the server's blank one, or nothing (a local blank). */
function recordTarget(target: EditTarget): RecordTarget | null {
  if (startsFromNew(target)) return { resource: target.resource, id: 'new' };
  return target.id === 'new' ? null : { resource: target.resource, id: target.id };
}

export type EditModalProps = EditTarget & {
  /** What a record is, for the title ("Banks"). */
  title: string;
  fields: FormField[];
  /** The contracts' input schema of the resource (`vocabularySchemas.banks.input`). */
  schema: ObjectSchema;
  /** Values a new record starts with besides the server's defaults (the category of a filtered list). */
  initialValues?: Record<string, unknown>;
  onClose: () => void;
  onSaved?: (record: AdminRecord) => void;
  /** Wider dialogs for long texts (the markdown editor); 640 px by default. */
  width?: number;
};

type Draft = { id?: number | null; fieldProperties?: FieldProperties } & Record<string, unknown>;

type Note = NonNullable<FormField['note']>;

/** A field's note, drawn again whenever the form's values change. */
function FieldNote({ form, note, record }: { form: FormInstance; note: Note; record: Draft }) {
  const values = Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true });
  return <>{note(values ?? form.getFieldsValue(true), record)}</>;
}

/** The texts under a field: a locked field says why, otherwise its help; then its note. */
function fieldExtra(
  field: FormField,
  disabled: boolean,
  form: FormInstance,
  record: Draft,
  t: (key: string, fallback: string) => string,
) {
  const locked = field.lockedReason?.(record) ?? field.lockedHelp;
  const help = disabled
    ? locked
      ? t(...locked)
      : t('admin.field_locked', 'This field cannot be changed while the record is in use.')
    : field.help
      ? t(...field.help)
      : null;
  if (!field.note) return help ?? undefined;
  return (
    <>
      {help && <div>{help}</div>}
      <FieldNote form={form} note={field.note} record={record} />
    </>
  );
}

function EditForm({
  record,
  props,
  onSubmitting,
}: {
  record: Draft;
  props: EditModalProps;
  onSubmitting: (pending: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const { resource, fields, schema, onClose, onSaved } = props;
  const changes = useFormChangesGuard();

  const save = useSaveMutation<AdminRecord>(resource, {
    onSuccess: (saved) => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      changes.saved();
      onSaved?.(saved);
      onClose();
    },
  });

  const onFinish = (values: Record<string, unknown>) => {
    setOtherErrors([]);
    const payload = toPayload(values, fields);
    if (typeof record.id === 'number') payload.id = record.id;
    // The whole record is checked once more with the same schema the server uses.
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      form.setFields(Object.entries(errors).map(([name, key]) => ({ name, errors: [t(key, key)] })));
      return;
    }
    onSubmitting(true);
    save.mutate(parsed.data as Record<string, unknown>, {
      onError: (error) => setOtherErrors(applyServerErrors(form, error, t)),
      onSettled: () => onSubmitting(false),
    });
  };

  const initial = toFormValues(typeof record.id !== 'number' ? { ...record, ...props.initialValues } : record, fields);

  return (
    <AppForm<Record<string, unknown>>
      form={form}
      id={`edit-form-${resource}`}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onFinish={onFinish}
      guard={changes}
      data-testid="edit-form"
    >
      {fields.map((field) => {
        const disabled = record.fieldProperties?.[field.name]?.disabled === true;
        return (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(...field.label)}
            required={isRequired(schema, field)}
            rules={[fieldRule(schema, field, t)]}
            validateTrigger={field.kind === 'date' || field.kind === 'dateTime' ? 'onBlur' : 'onChange'}
            valuePropName="value"
            extra={fieldExtra(field, disabled, form, record, t)}
          >
            <FormControl field={field} record={record} disabled={disabled} maxLength={maxLengthOf(schema, field)} />
          </Form.Item>
        );
      })}
      {otherErrors.length > 0 && (
        <Alert type="error" showIcon title={otherErrors.join(' ')} data-testid="edit-form-errors" />
      )}
    </AppForm>
  );
}

/**
 * The edit dialog of an admin screen: loads the record (or a blank one), shows the fields of the
 * configuration with required markers and the server's locks, checks them with the contracts'
 * schema, puts the server's 400 field messages on the fields and says `action.saved` when done.
 */
export function EditModal(props: EditModalProps) {
  const { t } = useTranslation();
  const { resource, title, onClose } = props;
  const local = props.id === 'new' && props.blank ? ({ id: null, ...props.blank } as Draft) : null;
  const record = useRecordQuery<Draft>(recordTarget(props));
  const [submitting, setSubmitting] = useState(false);
  const data = local ?? record.data;

  let body: React.ReactNode;
  if (data) {
    body = <EditForm record={data} props={props} onSubmitting={setSubmitting} />;
  } else {
    body = (
      <QueryState
        query={record}
        loading={
          <div role="status" style={{ padding: 48, textAlign: 'center' }} aria-label={t('generic.loading', 'Loading…')}>
            <Spin />
          </div>
        }
        notFound={{
          title: t('not_found', 'Not found.'),
          subTitle: t('admin.record_not_found', 'This record does not exist any more.'),
        }}
      />
    );
  }

  return (
    <Modal
      open
      title={`${title} · ${props.id === 'new' ? t('admin.new_record', 'New record') : t('admin.edit_record', 'Edit record')}`}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={props.width ?? 640}
      data-testid="edit-modal"
      footer={
        record.isError
          ? [
              <Button key="close" onClick={onClose} data-testid="edit-cancel">
                {t('admin.close', 'Close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} data-testid="edit-cancel">
                {t('admin.cancel', 'Cancel')}
              </Button>,
              <Button
                key="save"
                type="primary"
                htmlType="submit"
                form={`edit-form-${resource}`}
                loading={submitting}
                disabled={!data}
                data-testid="edit-save"
              >
                {t('admin.save', 'Save')}
              </Button>,
            ]
      }
    >
      {body}
    </Modal>
  );
}
