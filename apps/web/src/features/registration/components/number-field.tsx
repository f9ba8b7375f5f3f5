import { LoadingOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequired, maxLengthOf } from '@/shared/admin-kit/field-rules';
import { schemaRule } from '@/shared/form/schema-rule';
import type { RegistrationKind } from '../lib/registration-kinds';

type NumberFieldProps = {
  kind: RegistrationKind;
  /** The number the server refused (the record has a user already), if any. */
  refusedNumber: string | null;
  checking: boolean;
  /** Called with the trimmed number when the field is left. */
  onLeave: (number: string) => void;
};

/**
 * The personal number / company unique number. Leaving it asks the server whether the record may
 * register (spec §5); a refused number keeps the spec's message on the field and blocks sending.
 */
export function NumberField({ kind, refusedNumber, checking, onLeave }: NumberFieldProps) {
  const { t } = useTranslation();
  const field = kind.fields.find((f) => f.name === kind.numberField)!;
  const schema = kind.recordSchema.shape[kind.numberField];
  return (
    <Form.Item
      name={kind.numberField}
      label={t(...field.label)}
      required={isRequired(kind.recordSchema, field)}
      validateFirst
      rules={[
        schemaRule(schema, t, { emptyIsMissing: true }),
        {
          validator: (_rule, value: string | undefined) =>
            refusedNumber !== null && value?.trim() === refusedNumber
              ? Promise.reject(new Error(t(kind.existsMessage, kind.existsMessage)))
              : Promise.resolve(),
        },
      ]}
      normalize={(value: string | undefined) => value?.toUpperCase()}
    >
      <Input
        maxLength={maxLengthOf(kind.recordSchema, field) ?? 20}
        autoComplete="off"
        suffix={checking ? <LoadingOutlined aria-label={t('generic.loading', 'Loading…')} /> : <span />}
        onBlur={(event) => onLeave(event.target.value.trim())}
        data-testid={`edit-field-${kind.numberField}`}
      />
    </Form.Item>
  );
}
