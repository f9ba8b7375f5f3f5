import { Form, type FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { auctionDuplicateSchema } from '@portal/contracts/auction-copies';
import { fieldRule, issuesByField, toPayload } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import type { FormField, Issue, ObjectSchema } from '@/shared/admin-kit/types';
import { AUCTION_LABELS } from '../config';

const DATE_FIELDS: FormField[] = [
  { name: 'startDate', label: AUCTION_LABELS.startDate, kind: 'dateTime' },
  { name: 'endDate', label: AUCTION_LABELS.endDate, kind: 'dateTime' },
];
const DATES_SCHEMA = auctionDuplicateSchema as unknown as ObjectSchema;

/** The typed dates of the form as the server takes them (instants of the business zone's wall-clock time). */
export const copyDates = (values: Record<string, unknown>) =>
  toPayload(values, DATE_FIELDS) as { startDate: string; endDate: string };

/** Shows a contracts schema's date issues (end before start …) on the date fields. */
export function showDateIssues(form: FormInstance, issues: Issue[], t: TFunction) {
  form.setFields(
    Object.entries(issuesByField(issues))
      .filter(([name]) => name === 'startDate' || name === 'endDate')
      .map(([name, key]) => ({ name, errors: [t(key, key)] })),
  );
}

/**
 * The new auction's start and end (duplicate, republish), typed as the spec's date input takes them;
 * `only` renders one of them (for a layout in columns).
 */
export function CopyDateFields({ only }: { only?: 'startDate' | 'endDate' }) {
  const { t } = useTranslation();
  return (
    <>
      {DATE_FIELDS.filter((field) => !only || field.name === only).map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={t(...field.label)}
          required
          rules={[fieldRule(DATES_SCHEMA, field, t)]}
          validateTrigger="onBlur"
        >
          <FormControl field={field} record={{}} disabled={false} />
        </Form.Item>
      ))}
    </>
  );
}
