import { registeredUserSchema } from '@portal/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordItem, NewPasswordItem, sameAsRule } from '@/shared/form/password-fields';
import { schemaRule } from '@/shared/form/schema-rule';
import { LANGUAGE_AUTONYMS, LANGUAGES } from '@/shared/i18n/language';
import { textOf } from '@/shared/lib/text-of';

const shape = registeredUserSchema.shape;

/** The registered user of both forms: username, e-mail twice, password twice with the meter, phone, language. */
export function AccountFields() {
  const { t } = useTranslation();
  const required = { required: true, message: t('generic.required', 'This field is required.') };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="username"
          label={t('profile.username', 'Username')}
          required
          validateFirst
          rules={[schemaRule(shape.username, t, { emptyIsMissing: true })]}
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
          rules={[schemaRule(shape.email, t, { emptyIsMissing: true })]}
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
            sameAsRule(
              'email',
              t('registration.email_mismatch', 'The e-mail addresses do not match.'),
              (value, email) => value.trim().toLowerCase() === textOf(email).trim().toLowerCase(),
            ),
          ]}
        >
          <Input type="email" autoComplete="email" maxLength={254} data-testid="register-confirm-email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <NewPasswordItem
          label={t('registration.password', 'Password')}
          rules={[schemaRule(shape.password, t, { emptyIsMissing: true })]}
          testId="register-password"
        />
      </Col>
      <Col xs={24} md={12}>
        <ConfirmPasswordItem
          label={t('registration.confirm_password', 'Confirm password')}
          testId="register-confirm-password"
        />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('profile.phone', 'Phone')} rules={[schemaRule(shape.phone, t)]}>
          <Input type="tel" autoComplete="tel" maxLength={30} data-testid="register-phone" />
        </Form.Item>
      </Col>
    </Row>
  );
}
