import { useFormChangesGuard } from '@/shared/form/unsaved-changes';
import { Alert, Button, Flex, Form, Input, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import {
  CASE_DESCRIPTION_MAX,
  CASE_SUBJECT_MAX,
  caseCommonInputSchema,
  generalCaseFieldsSchema,
  type CaseType,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import { applyServerErrors } from '@/shared/form/server-errors';
import { schemaRule } from '@/shared/form/schema-rule';
import { currentLanguage } from '@/shared/i18n/language';
import type { CaseFieldsValues } from '@/shared/portal/case-kind-view';
import { useCaseFilters } from '@/shared/portal/get-case-filters';
import { AppForm } from '@/shared/form/app-form';

type CaseFieldsFormProps = {
  caseType: CaseType;
  /** The case being edited (its values and `fieldProperties`); none on the wizard. */
  portalCase?: PortalCase;
  submitText: string;
  /** Sends the values; a 400's field messages come back on the fields. */
  onSubmit: (values: CaseFieldsValues) => Promise<unknown>;
  /** Buttons beside the submit button (the wizard's Back). */
  extraActions?: ReactNode;
  testId: string;
};

/**
 * The fields every kind's case shares (sub-type of the kind, subject, description), checked with the contracts'
 * schema; each field is read-only when the server says so (`fieldProperties`).
 */
export function CaseFieldsForm({
  caseType,
  portalCase,
  submitText,
  onSubmit,
  extraActions,
  testId,
}: CaseFieldsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CaseFieldsValues>();
  const [pending, setPending] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const changes = useFormChangesGuard();
  const filters = useCaseFilters();
  const disabled = (field: string) => portalCase?.fieldProperties[field]?.disabled ?? false;
  const subTypes = (filters.data?.subTypes ?? []).filter((s) => s.caseType === caseType);
  // A case keeps its sub-type even if it is no longer active.
  const current = portalCase?.subType;
  const options = [...(current && !subTypes.some((s) => s.id === current.id) ? [current] : []), ...subTypes].map(
    (s) => ({ value: s.id, label: localized(s, 'label', currentLanguage) }),
  );
  const readOnly = portalCase !== undefined && ['subTypeId', 'subject', 'description'].every(disabled);

  const submit = async (values: CaseFieldsValues) => {
    setOtherErrors([]);
    setPending(true);
    try {
      changes.saved();
      await onSubmit({ ...values, description: values.description?.trim() ? values.description : null });
    } catch (error) {
      changes.onValuesChange();
      setOtherErrors(applyServerErrors(form, error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <AppForm<CaseFieldsValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      guard={changes}
      initialValues={
        portalCase
          ? {
              subTypeId: portalCase.subType?.id,
              subject: portalCase.subject,
              description: portalCase.description ?? '',
            }
          : undefined
      }
      data-testid={testId}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="subTypeId"
        label={t('portal.sub_type', 'Sub-type')}
        required
        rules={[schemaRule(generalCaseFieldsSchema.shape.subTypeId, t, { emptyIsMissing: true })]}
      >
        <Select
          options={options}
          loading={filters.isLoading}
          disabled={disabled('subTypeId')}
          placeholder={t('portal.sub_type_choose', 'Choose the sub-type')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={`${testId}-sub-type`}
        />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('portal.subject', 'Subject')}
        required
        rules={[schemaRule(caseCommonInputSchema.shape.subject, t)]}
      >
        <Input maxLength={CASE_SUBJECT_MAX} disabled={disabled('subject')} data-testid={`${testId}-subject`} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('portal.description', 'Description')}
        rules={[schemaRule(caseCommonInputSchema.shape.description, t)]}
      >
        <Input.TextArea
          rows={5}
          maxLength={CASE_DESCRIPTION_MAX}
          showCount
          disabled={disabled('description')}
          data-testid={`${testId}-description`}
        />
      </Form.Item>
      {otherErrors.length > 0 && (
        <Alert type="error" showIcon title={otherErrors.join(' ')} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Flex gap={8} wrap>
        {extraActions}
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={pending} data-testid={`${testId}-submit`}>
            {submitText}
          </Button>
        )}
      </Flex>
    </AppForm>
  );
}
