import { Alert, Button, Divider, Flex, Form, Input, Select, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { createIprCaseSchema } from '@portal/contracts/portal-ipr';
import { schemaRule } from '@/shared/form/schema-rule';
import { CASE_DESCRIPTION_MAX, CASE_SUBJECT_MAX } from '@portal/contracts/portal-cases';
import { applyServerErrors } from '@/shared/form/server-errors';
import { currentLanguage } from '@/shared/i18n/language';
import { useCaseFilters } from '@/shared/portal/get-case-filters';
import { useCreateIprCase } from '../api/create-ipr-case';
import { ApplicationFields, type ApplicationValues } from './application-fields';
import { AppForm } from '@/shared/form/app-form';

type Values = ApplicationValues & { subTypeId?: number; subject?: string; description?: string };

/**
 * Step 2 of the IPR wizard: the case (sub-type, subject, description) and its application for action (right holder,
 * representative, what is asked), created together; `onCreated` gets the new case's id.
 */
export function IprCreateForm({
  subject: about,
  onCreated,
  extraActions,
}: {
  subject: { aboutIndividualId?: number; aboutCompanyId?: number };
  onCreated: (id: number) => void;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const filters = useCaseFilters();
  const create = useCreateIprCase({ onSuccess: (created) => onCreated(created.id) });
  const subTypes = (filters.data?.subTypes ?? [])
    .filter((s) => s.caseType === 'IPR')
    .map((s) => ({ value: s.id, label: localized(s, 'label', currentLanguage) }));

  const submit = (values: Values) => {
    setProblems([]);
    create.mutate(
      {
        aboutIndividualId: about.aboutIndividualId ?? null,
        aboutCompanyId: about.aboutCompanyId ?? null,
        subTypeId: values.subTypeId!,
        subject: values.subject ?? '',
        description: values.description?.trim() ? values.description : null,
        ipr: {
          rightHolder: values.rightHolder ?? '',
          representative: values.representative || null,
          description: values.applicationDescription || null,
        },
      },
      {
        onError: (error) => {
          // The server names the application's fields `ipr.rightHolder`; the form's are flat.
          const renamed = applyServerErrors(form, error, t);
          setProblems(renamed);
        },
      },
    );
  };

  return (
    <AppForm<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      data-testid="ipr-create-form"
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="subTypeId"
        label={t('portal.sub_type', 'Sub-type')}
        required
        rules={[schemaRule(createIprCaseSchema.shape.subTypeId, t, { emptyIsMissing: true })]}
      >
        <Select
          options={subTypes}
          loading={filters.isLoading}
          placeholder={t('portal.sub_type_choose', 'Choose the sub-type')}
          data-testid="ipr-create-sub-type"
        />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('portal.subject', 'Subject')}
        required
        rules={[schemaRule(createIprCaseSchema.shape.subject, t, { emptyIsMissing: true })]}
      >
        <Input maxLength={CASE_SUBJECT_MAX} data-testid="ipr-create-subject" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('portal.description', 'Description')}
        rules={[schemaRule(createIprCaseSchema.shape.description, t, { emptyIsMissing: true })]}
      >
        <Input.TextArea rows={3} maxLength={CASE_DESCRIPTION_MAX} data-testid="ipr-create-description" />
      </Form.Item>
      <Divider />
      <Typography.Title level={5}>{t('portal.ipr.application', 'Application for action')}</Typography.Title>
      <ApplicationFields testId="ipr-create" />
      {problems.length > 0 && (
        <Alert type="error" showIcon title={problems.join(' ')} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Flex gap={8} wrap>
        {extraActions}
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="ipr-create-submit">
          {t('portal.create_case', 'Create the case')}
        </Button>
      </Flex>
    </AppForm>
  );
}
