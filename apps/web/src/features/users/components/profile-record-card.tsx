import { FailedResult } from '@/shared/ui/query-state';
import { useState } from 'react';
import { companyFieldsSchema, individualFieldsSchema, type Company, type Individual } from '@portal/contracts';
import {
  updatePersonSchema,
  updateTraderSchema,
  type UpdatePerson,
  type UpdateTrader,
} from '@portal/contracts/profile';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { issuesByField, toFormValues, toPayload } from '@/shared/admin-kit/field-rules';
import type { FormField, ObjectSchema } from '@/shared/admin-kit/types';
import { applyServerErrors } from '@/shared/form/server-errors';
import {
  COMPANY_FIELDS,
  COMPANY_NUMBER_FIELD,
  INDIVIDUAL_FIELDS,
  INDIVIDUAL_NUMBER_FIELD,
} from '@/shared/party/party-fields';
import { PartyFormItems } from '@/shared/party/party-form-items';
import { notify } from '@/shared/ui/notifications';
import { useOwnCompany, useUpdateOwnCompany } from '../api/profile-company';
import { useOwnPerson, useUpdateOwnPerson } from '../api/profile-person';
import { AppForm } from '@/shared/form/app-form';

/** Sends the edited record; the caller's mutation behind it. */
type Saver = {
  isPending: boolean;
  send(
    payload: Record<string, unknown>,
    onSaved: (saved: Record<string, unknown>) => void,
    onFailed: (error: unknown) => void,
  ): void;
};

type RecordFormProps = {
  record: Record<string, unknown>;
  fields: FormField[];
  numberField: string;
  /** The schema of the record's fields (for each field's rule). */
  fieldSchema: ObjectSchema;
  /** The schema of the update body (everything but the number). */
  updateSchema: ObjectSchema;
  editable: boolean;
  save: Saver;
  testId: string;
};

function RecordForm({
  record,
  fields,
  numberField,
  fieldSchema,
  updateSchema,
  editable,
  save,
  testId,
}: RecordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const editableFields = fields.filter((field) => field.name !== numberField);

  const onFinish = (values: Record<string, unknown>) => {
    setOtherErrors([]);
    const payload = toPayload(values, editableFields);
    const parsed = updateSchema.safeParse(payload);
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      form.setFields(Object.entries(errors).map(([name, key]) => ({ name, errors: [t(key, key)] })));
      return;
    }
    save.send(
      payload,
      (saved) => {
        notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        form.setFieldsValue(toFormValues(saved, fields));
      },
      (error) => setOtherErrors(applyServerErrors(form, error, t)),
    );
  };

  return (
    <AppForm
      form={form}
      layout="vertical"
      requiredMark={editable}
      initialValues={toFormValues(record, fields)}
      onFinish={onFinish}
      data-testid={testId}
    >
      <PartyFormItems
        fields={fields}
        schema={fieldSchema}
        disabled={!editable}
        locked={
          editable ? { [numberField]: t('profile.number_locked', 'The identifying number cannot be changed.') } : {}
        }
      />
      {otherErrors.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={otherErrors.join(' ')} />
      )}
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`${testId}-save`}>
          {t('profile.save', 'Save')}
        </Button>
      )}
    </AppForm>
  );
}

/** Loading, failure or the form of a record. */
function RecordBody<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => React.ReactNode }) {
  const { t } = useTranslation();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <FailedResult
        title={t('profile.record_load_failed', 'These details could not be loaded.')}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <Skeleton active paragraph={{ rows: 6 }} />;
}

/** The individual the signed-in user is; they edit it with persons/update_data (not the personal number). */
export function ProfilePersonCard() {
  const { t } = useTranslation();
  const query = useOwnPerson(true);
  const update = useUpdateOwnPerson();
  const save: Saver = {
    isPending: update.isPending,
    send: (payload, onSaved, onFailed) =>
      update.mutate(payload as UpdatePerson, { onSuccess: onSaved, onError: onFailed }),
  };
  return (
    <Card title={t('profile.individual', 'Person')} data-testid="profile-person-card">
      <RecordBody<Individual> query={query}>
        {(person) => (
          <RecordForm
            record={person}
            fields={INDIVIDUAL_FIELDS}
            numberField={INDIVIDUAL_NUMBER_FIELD}
            fieldSchema={individualFieldsSchema}
            updateSchema={updatePersonSchema}
            editable
            save={save}
            testId="profile-person-form"
          />
        )}
      </RecordBody>
    </Card>
  );
}

/** The company of the signed-in user: its administrator edits it with traders/update_data, other users read it. */
export function ProfileCompanyCard({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation();
  const query = useOwnCompany(true);
  const update = useUpdateOwnCompany();
  const save: Saver = {
    isPending: update.isPending,
    send: (payload, onSaved, onFailed) =>
      update.mutate(payload as UpdateTrader, { onSuccess: onSaved, onError: onFailed }),
  };
  return (
    <Card title={t('profile.company', 'Company')} data-testid="profile-company-card">
      {!administrator && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('profile.company_read_only', 'Only the company’s administrator can change these details.')}
        />
      )}
      <RecordBody<Company> query={query}>
        {(company) => (
          <RecordForm
            record={company}
            fields={COMPANY_FIELDS}
            numberField={COMPANY_NUMBER_FIELD}
            fieldSchema={companyFieldsSchema}
            updateSchema={updateTraderSchema}
            editable={administrator}
            save={save}
            testId="profile-company-form"
          />
        )}
      </RecordBody>
    </Card>
  );
}
