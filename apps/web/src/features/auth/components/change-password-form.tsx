import { changePasswordSchema, type CurrentUser } from '@portal/contracts';
import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/form/server-errors';
import { ConfirmPasswordItem, NewPasswordItem } from '@/shared/form/password-fields';
import { schemaRule } from '@/shared/form/schema-rule';
import { setToken } from '@/shared/session/token';
import { notify } from '@/shared/ui/notifications';
import { useChangePassword } from '../api/change-password';
import { CURRENT_USER_KEY } from '../api/get-current-user';
import { AppForm } from '@/shared/form/app-form';

type ChangePasswordValues = { oldPassword: string; password: string; confirmPassword: string };

/**
 * Old password, new password with the strength meter, and its confirmation (checked equal here).
 * `autoFocus` puts the cursor in the current password: only where the change is the page's purpose, since
 * focusing a field scrolls it into view (the profile would open at its bottom).
 */
export function ChangePasswordForm({
  user,
  onChanged,
  autoFocus = false,
}: {
  user: CurrentUser;
  onChanged: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const queryClient = useQueryClient();

  const change = useChangePassword({
    onSuccess: async ({ token }) => {
      // Every other session was revoked; this one continues with the new token.
      setToken(token);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('password.changed', 'Your password has been changed.'),
      });
      onChanged();
    },
  });

  const onFinish = (values: ChangePasswordValues) => {
    change.mutate(
      {
        username: user.username,
        oldPassword: values.oldPassword,
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      {
        onError: (error) => {
          const elsewhere = applyServerErrors(form, error, t);
          if (elsewhere.length > 0) notify.error({ title: t('error', 'Error'), description: elsewhere.join(' ') });
        },
      },
    );
  };

  return (
    <AppForm<ChangePasswordValues>
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark
      onFinish={onFinish}
      data-testid="change-password-form"
    >
      {/* Lets password managers know which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      <Form.Item
        name="oldPassword"
        label={t('password.old', 'Current password')}
        required
        rules={[schemaRule(changePasswordSchema.shape.oldPassword, t)]}
      >
        <Input.Password
          autoComplete="current-password"
          autoFocus={autoFocus}
          data-testid="change-password-old"
          maxLength={128}
        />
      </Form.Item>
      <NewPasswordItem
        label={t('password.new', 'New password')}
        rules={[schemaRule(changePasswordSchema.shape.password, t)]}
        testId="change-password-new"
      />
      <ConfirmPasswordItem label={t('password.confirm', 'Confirm new password')} testId="change-password-confirm" />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={change.isPending}
        data-testid="change-password-submit"
      >
        {t('password.change', 'Change password')}
      </Button>
    </AppForm>
  );
}
