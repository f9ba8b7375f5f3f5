import type { CSSProperties, ReactNode } from 'react';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule, type ParsingSchema } from '@/shared/form/schema-rule';

/** The `days` of an account disabled for a while, with their bounds said under the field. */
export function DisableDaysItem({
  label,
  help,
  schema,
  min,
  max,
  style,
  testId,
}: {
  label: ReactNode;
  help: ReactNode;
  schema: ParsingSchema;
  min: number;
  max: number;
  style?: CSSProperties;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name="days" label={label} required rules={[schemaRule(schema, t)]} extra={help}>
      <InputNumber min={min} max={max} precision={0} autoFocus style={style} data-testid={testId} />
    </Form.Item>
  );
}
