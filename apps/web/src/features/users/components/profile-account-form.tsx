import { useFormChangesGuard } from '@/shared/form/unsaved-changes';
import { type CurrentUser, type Language } from '@portal/contracts';
import { updateUserDataSchema } from '@portal/contracts/profile';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/form/server-errors';
import { schemaRule } from '@/shared/form/schema-rule';
import { LANGUAGE_AUTONYMS, LANGUAGES } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useUpdateUserData } from '../api/profile-update-data';
import { AppForm } from '@/shared/form/app-form';

type AccountValues = { email: string; phone: string; lang: Language };

const shape = updateUserDataSchema.shape;

/** The signed-in user's e-mail, phone and language, saved with update_data. */
export function ProfileAccountForm({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountValues>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const update = useUpdateUserData();
  const changes = useFormChangesGuard();

  const onFinish = (values: AccountValues) => {
    setOtherErrors([]);
    update.mutate(
      { username: user.username, email: values.email.trim(), phone: values.phone?.trim() ?? '', lang: values.lang },
      {
        onSuccess: (saved) => {
          changes.saved();
          notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
          form.setFieldsValue({ email: saved.email ?? '', phone: saved.phone ?? '', lang: saved.lang });
          onSaved(saved);
        },
        onError: (error) => setOtherErrors(applyServerErrors(form, error, t)),
      },
    );
  };

  return (
    <AppForm<AccountValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ email: user.email ?? '', phone: user.phone ?? '', lang: user.lang }}
      onFinish={onFinish}
      guard={changes}
      data-testid="profile-account-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('profile.email', 'E-mail')}
            required
            validateFirst
            rules={[schemaRule(shape.email, t, { emptyIsMissing: true, blankIsEmpty: true })]}
          >
            <Input type="email" autoComplete="email" maxLength={254} data-testid="profile-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('profile.phone', 'Phone')} rules={[schemaRule(shape.phone, t)]}>
            <Input type="tel" autoComplete="tel" maxLength={30} data-testid="profile-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="lang"
            label={t('profile.language', 'Language')}
            required
            extra={t('profile.language_help', 'The language of the e-mails you receive.')}
          >
            <Select
              data-testid="profile-lang"
              options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_AUTONYMS[language] }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {otherErrors.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={otherErrors.join(' ')} />
      )}
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-account-save">
        {t('profile.save', 'Save')}
      </Button>
    </AppForm>
  );
}
