import { Form, Radio } from 'antd';

/**
 * The switch at the top of a creation form between a kind's two forms (an authorization or a licence, a complaint
 * about declarations or about a decision): a required, labelled group of solid buttons.
 */
export function KindSwitch<Value extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: ReadonlyArray<{ value: Value; label: string }>;
  testId: string;
}) {
  return (
    <Form.Item label={label} required>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={value}
        onChange={(e) => onChange(e.target.value as Value)}
        options={[...options]}
        aria-label={label}
        data-testid={testId}
      />
    </Form.Item>
  );
}
