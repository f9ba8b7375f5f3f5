import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DECLARATION_FIRST_YEAR,
  currentDeclarationYear,
  declarationFieldsSchema,
  declarationNumberSchema,
  declarationOfficeSchema,
  declarationYearSchema,
  sameDeclaration,
  type DeclarationFields,
  type LabelledRef,
} from '@portal/contracts/portal-records';
import { useActiveQuery } from '@/shared/admin-kit/api/get-active';
import { schemaRule, type ParsingSchema } from '@/shared/form/schema-rule';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useCheckDeclaration } from '../api/check-declaration';
import { LABELS, optionLabel } from './labels';
import { AppForm } from '@/shared/form/app-form';
import { useFormChangesGuard } from '@/shared/form/unsaved-changes';

type Values = { declarationNumber?: string; declarationOffice?: string; declarationYear?: number | null };

/**
 * The small form that adds one customs declaration (spec §4, §5): the fields are checked as the server checks them,
 * then the server is asked whether the declaration may be added (to `caseId`, or to a complaint being created); only
 * a true answer adds it, otherwise the error 'input is not valid' is shown. `taken` are the declarations already
 * in the list (a complaint being created is not on the server yet).
 */
export function DeclarationEntry({
  caseId,
  taken = [],
  onAdd,
}: {
  caseId?: number;
  taken?: readonly DeclarationFields[];
  onAdd: (fields: DeclarationFields) => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [refused, setRefused] = useState(false);
  const [adding, setAdding] = useState(false);
  // A declaration typed but not added is work; once added, it is on the case's list.
  const changes = useFormChangesGuard();
  const check = useCheckDeclaration();
  const offices = useActiveQuery<LabelledRef>('office_locations');
  const lastYear = currentDeclarationYear();

  const refuse = () => {
    setRefused(true);
    notify.error({ title: t(...LABELS.error), description: t(...LABELS.inputNotValid) });
  };

  const add = async () => {
    setRefused(false);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const parsed = declarationFieldsSchema.safeParse(values);
    if (!parsed.success) return refuse();
    const fields = parsed.data;
    if (taken.some((d) => sameDeclaration(d, fields))) return refuse();
    setAdding(true);
    try {
      const allowed = await check.mutateAsync({ complaintCase: caseId ? { id: caseId } : null, ...fields });
      if (!allowed) return refuse();
      await onAdd(fields);
      changes.saved();
      form.resetFields(['declarationNumber']);
    } catch {
      // The app's error handling has said why (a refusal by the server, a failed connection).
    } finally {
      setAdding(false);
    }
  };

  const rule = (schema: ParsingSchema) => [schemaRule(schema, t, { emptyIsMissing: true })];
  return (
    <AppForm<Values>
      form={form}
      layout="vertical"
      component="div"
      guard={changes}
      initialValues={{ declarationYear: lastYear }}
      onValuesChange={() => setRefused(false)}
      data-testid="declaration-entry"
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        <Form.Item
          name="declarationNumber"
          label={t(...LABELS.declarationNumber)}
          required
          rules={rule(declarationNumberSchema)}
          validateFirst
          style={{ flex: '1 1 160px', marginBottom: 12 }}
        >
          <Input maxLength={40} placeholder="C 12345" autoComplete="off" data-testid="declaration-number" />
        </Form.Item>
        <Form.Item
          name="declarationOffice"
          label={t(...LABELS.declarationOffice)}
          required
          rules={rule(declarationOfficeSchema)}
          validateFirst
          style={{ flex: '2 1 220px', marginBottom: 12 }}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t(...LABELS.choose)}
            loading={offices.isLoading}
            options={(offices.data ?? []).map((o) => ({ value: o.code, label: optionLabel(o, currentLanguage, true) }))}
            data-testid="declaration-office"
          />
        </Form.Item>
        <Form.Item
          name="declarationYear"
          label={t(...LABELS.declarationYear)}
          required
          rules={rule(declarationYearSchema)}
          validateFirst
          style={{ flex: '0 1 110px', marginBottom: 12 }}
        >
          {/* Not clamped to the range: a year out of it is said so, not silently changed. */}
          <InputNumber
            precision={0}
            placeholder={`${DECLARATION_FIRST_YEAR}–${lastYear}`}
            style={{ width: '100%' }}
            data-testid="declaration-year"
          />
        </Form.Item>
        <Form.Item label=" " colon={false} style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => void add()} loading={adding} data-testid="declaration-add">
            {t(...LABELS.addDeclaration)}
          </Button>
        </Form.Item>
      </div>
      {refused && (
        <Typography.Text type="danger" role="alert" data-testid="declaration-refused">
          {t(...LABELS.inputNotValid)}
        </Typography.Text>
      )}
    </AppForm>
  );
}
