import { registeredUserSchema } from '@portal/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '@/shared/form/schema-rule';
import { LANGUAGE_AUTONYMS, LANGUAGES } from '@/shared/i18n/language';
import { PasswordStrengthMeter } from '@/shared/ui/password-strength-meter';

const shape = registeredUserSchema.shape;

/** The registered user of both forms: username, e-mail twice, password twice with the meter, phone, language. */
export function AccountFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password = Form.useWatch('password', form) as string | undefined;
  const required = { required: true, message: t('generic.required', 'This field is required.') };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="username"
          label={t('profile.username', 'Username')}
          required
          validateFirst
          rules={[required, schemaRule(shape.username, t)]}
          tooltip={t('registration.username_help', '3 to 64 letters, digits and . _ -')}
        >
          <Input autoComplete="username" maxLength={64} data-testid="register-username" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="lang" label={t('registration.lang', 'Language of e-mails')} required>
          <Select
            data-testid="register-lang"
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_AUTONYMS[language] }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="email"
          label={t('profile.email', 'E-mail')}
          required
          validateFirst
          rules={[required, schemaRule(shape.email, t)]}
        >
          <Input type="email" autoComplete="email" maxLength={254} data-testid="register-email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="confirmEmail"
          label={t('registration.confirm_email', 'Confirm e-mail')}
          required
          dependencies={['email']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                const email = String(getFieldValue('email') ?? '').trim();
                if (value && value.trim().toLowerCase() !== email.toLowerCase()) {
                  throw new Error(t('registration.email_mismatch', 'The e-mail addresses do not match.'));
                }
              },
            }),
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={254} data-testid="register-confirm-email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password"
          label={t('registration.password', 'Password')}
          required
          validateFirst
          rules={[required, schemaRule(shape.password, t)]}
          extra={<PasswordStrengthMeter password={password} />}
        >
          <Input.Password autoComplete="new-password" maxLength={128} data-testid="register-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="confirmPassword"
          label={t('registration.confirm_password', 'Confirm password')}
          required
          dependencies={['password']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) {
                  throw new Error(
                    t('eauction.confirm_password_missmatch', 'The password and its confirmation do not match.'),
                  );
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} data-testid="register-confirm-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('profile.phone', 'Phone')} rules={[schemaRule(shape.phone, t)]}>
          <Input type="tel" autoComplete="tel" maxLength={30} data-testid="register-phone" />
        </Form.Item>
      </Col>
    </Row>
  );
}
