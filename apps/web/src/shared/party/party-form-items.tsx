import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRule, isRequired, maxLengthOf } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import type { FormField, ObjectSchema } from '@/shared/admin-kit/types';

type PartyFormItemsProps = {
  fields: FormField[];
  /** The contracts' schema of the record (`individualFieldsSchema`, `companyFieldsSchema`, …). */
  schema: ObjectSchema;
  /** Every field read-only (a company user sees the company but does not edit it). */
  disabled?: boolean;
  /** Fields shown but never editable here, each with the sentence that says why. */
  locked?: Record<string, string>;
};

/**
 * The form items of an Individual or Company in two columns (one on small screens), with the
 * required markers and the checks of the contracts' schema. The form itself belongs to the caller.
 */
export function PartyFormItems({ fields, schema, disabled = false, locked = {} }: PartyFormItemsProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {fields.map((field) => {
        const lockedWhy = locked[field.name];
        const fieldDisabled = disabled || lockedWhy !== undefined;
        return (
          <Col key={field.name} xs={24} md={12}>
            <Form.Item
              name={field.name}
              label={t(...field.label)}
              required={!fieldDisabled && isRequired(schema, field)}
              rules={fieldDisabled ? [] : [fieldRule(schema, field, t)]}
              validateTrigger={field.kind === 'date' ? 'onBlur' : 'onChange'}
              extra={lockedWhy ?? (field.help && !disabled ? t(...field.help) : undefined)}
            >
              <FormControl field={field} record={{}} disabled={fieldDisabled} maxLength={maxLengthOf(schema, field)} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
