import { createCompanyUserSchema, type CreateCompanyUser } from '@portal/contracts/companies';
import { LANGUAGES } from '@portal/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '@/shared/form/server-errors';
import { ConfirmPasswordItem, NewPasswordItem } from '@/shared/form/password-fields';
import { schemaRule } from '@/shared/form/schema-rule';
import { notify } from '@/shared/ui/notifications';
import { useCreateCompanyUser } from '../api/company-users';
import { AppForm } from '@/shared/form/app-form';

type Values = Required<Omit<CreateCompanyUser, 'phone'>> & { phone?: string };

const MISMATCH = 'eauction.confirm_password_missmatch';

/**
 * Adds a user to the administrator's company. A password that differs from its confirmation is
 * said on the field, and the call is still sent (spec §5): the server refuses it with the same key.
 */
export function AddCompanyUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const shape = createCompanyUserSchema.shape;
  const create = useCreateCompanyUser({
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      form.resetFields();
      onClose();
    },
  });

  const submit = async () => {
    const values = form.getFieldsValue();
    const mismatch = values.password !== values.confirmPassword;
    try {
      await form.validateFields();
    } catch {
      // The mismatch alone does not stop the call (spec §5); any other invalid field does.
      const errors = form.getFieldsError().filter((f) => f.errors.length > 0);
      if (!(mismatch && errors.every((f) => f.name[0] === 'confirmPassword'))) return;
    }
    if (mismatch) form.setFields([{ name: 'confirmPassword', errors: [t(MISMATCH, 'The passwords do not match.')] }]);
    create.mutate({ ...values, phone: values.phone || null }, { onError: (error) => showServerErrors(form, error, t) });
  };

  return (
    <Modal
      open={open}
      title={t('companies.add_user', 'Add a company user')}
      okText={t('admin.save', 'Save')}
      cancelText={t('admin.cancel', 'Cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'company-user-save' }}
      destroyOnHidden
      forceRender
    >
      <AppForm<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ lang: 'sq' }}
        onFinish={() => void submit()}
        data-testid="company-user-form"
      >
        <Form.Item
          name="username"
          label={t('profile.username', 'Username')}
          required
          rules={[schemaRule(shape.username, t)]}
        >
          <Input autoComplete="off" maxLength={64} data-testid="company-user-username" />
        </Form.Item>
        <Form.Item name="email" label={t('profile.email', 'E-mail')} required rules={[schemaRule(shape.email, t)]}>
          <Input type="email" autoComplete="off" maxLength={254} data-testid="company-user-email" />
        </Form.Item>
        <Form.Item name="phone" label={t('profile.phone', 'Phone')} rules={[schemaRule(shape.phone, t)]}>
          <Input autoComplete="off" maxLength={30} data-testid="company-user-phone" />
        </Form.Item>
        <Form.Item name="lang" label={t('language.label', 'Language')} required>
          <Select
            options={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`, lang.toUpperCase()) }))}
            data-testid="company-user-lang"
          />
        </Form.Item>
        <NewPasswordItem
          label={t('companies.password', 'Password')}
          rules={[schemaRule(shape.password, t)]}
          testId="company-user-password"
        />
        <ConfirmPasswordItem
          label={t('companies.confirm_password', 'Confirm password')}
          testId="company-user-confirm"
        />
        <button type="submit" hidden />
      </AppForm>
    </Modal>
  );
}
