import type { ReactNode } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '@/shared/ui/password-strength-meter';

/**
 * A rule that the field repeats `field` (e-mail or password confirmation); `same` compares the
 * two values, exactly unless told otherwise. An empty field is left to the required rule.
 */
export function sameAsRule(
  field: string,
  message: string,
  same: (value: string, other: unknown) => boolean = (value, other) => value === other,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      value && !same(value, getFieldValue(field)) ? Promise.reject(new Error(message)) : Promise.resolve(),
  });
}

/** The new `password` of a form, with the spec's display-only strength meter under it. */
export function NewPasswordItem({ label, rules, testId }: { label: ReactNode; rules: FormRule[]; testId: string }) {
  const form = Form.useFormInstance();
  const password = Form.useWatch('password', form) as string | undefined;
  return (
    <Form.Item
      name="password"
      label={label}
      required
      validateFirst
      rules={rules}
      extra={<PasswordStrengthMeter password={password} />}
    >
      <Input.Password autoComplete="new-password" maxLength={128} data-testid={testId} />
    </Form.Item>
  );
}

/** `confirmPassword`: required and equal to `password` (the spec's mismatch key). */
export function ConfirmPasswordItem({ label, testId }: { label: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirmPassword"
      label={label}
      required
      dependencies={['password']}
      rules={[
        { required: true, message: t('generic.required', 'This field is required.') },
        sameAsRule(
          'password',
          t('eauction.confirm_password_missmatch', 'The password and its confirmation do not match.'),
        ),
      ]}
    >
      <Input.Password autoComplete="new-password" maxLength={128} data-testid={testId} />
    </Form.Item>
  );
}
