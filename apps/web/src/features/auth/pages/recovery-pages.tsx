import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { ACCOUNT_LINKS } from '@portal/contracts/account-links';
import { remindUsernameSchema, renewPasswordSchema, resetPasswordSchema } from '@portal/contracts/registration';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { applyServerErrors } from '@/shared/form/server-errors';
import { schemaRule } from '@/shared/form/schema-rule';
import { notify } from '@/shared/ui/notifications';
import { PasswordStrengthMeter } from '@/shared/ui/password-strength-meter';
import { useRemindUsername, useRequestPasswordReset, useResetPassword } from '../api/recover-account';
import { useLinkSecret } from '../hooks/use-link-secret';
import { AppForm } from '@/shared/form/app-form';

/** The frame of the recovery forms: a title, a line of explanation, the form and a way back. */
function RecoveryPanel({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <section className="auth-panel" aria-labelledby={`${testId}-title`} data-testid={testId}>
        <h1 id={`${testId}-title`} className="auth-title">
          {title}
        </h1>
        <p className="auth-subtitle">{intro}</p>
        {children}
        <p style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={paths.login}>{t('recovery.back_to_login', 'Back to sign-in')}</Link>
        </p>
      </section>
    </div>
  );
}

/** The same answer whether or not an account exists, so the form reveals nothing. */
function SentResult({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('recovery.sent_title', 'Check your e-mail')}
      subTitle={text}
      data-testid={testId}
    />
  );
}

/**
 * /forgotten_password: asks for the username, or with the mailed link's token (`#token=`, or `?token=` in links
 * mailed before) sets a new password. The token is kept by the page and taken out of the address bar at once.
 */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const token = useLinkSecret(ACCOUNT_LINKS.passwordReset.secret);
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  if (token) return <ResetPasswordForm token={token} />;
  return (
    <RecoveryPanel
      testId="forgotten-password-page"
      title={t('page.forgotten_password', 'Forgotten password')}
      intro={t(
        'recovery.password_intro',
        'Enter your username. We will e-mail you a link to choose a new password; it works once, within an hour.',
      )}
    >
      {sent ? (
        <SentResult
          testId="forgotten-password-sent"
          text={t(
            'recovery.password_sent',
            'If an account with this username exists, a link to choose a new password has been sent to its e-mail address.',
          )}
        />
      ) : (
        <AppForm
          guard={false}
          layout="vertical"
          requiredMark={false}
          onFinish={(v: { username: string }) => request.mutate(v.username.trim(), { onSuccess: () => setSent(true) })}
        >
          <Form.Item
            name="username"
            label={t('login.username', 'Username')}
            rules={[schemaRule(renewPasswordSchema.shape.username, t, { emptyIsMissing: true, blankIsEmpty: true })]}
          >
            <Input autoComplete="username" autoFocus data-testid="forgotten-password-username" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={request.isPending}
            data-testid="forgotten-password-submit"
          >
            {t('recovery.send_link', 'Send the link')}
          </Button>
        </AppForm>
      )}
    </RecoveryPanel>
  );
}

type ResetValues = { password: string; confirmPassword: string };

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch('password', form);
  const reset = useResetPassword();
  const onFinish = (values: ResetValues) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          notify.success({
            title: t('generic.success', 'Success'),
            description: t('password.changed', 'Your password has been changed.'),
          });
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          const elsewhere = applyServerErrors(form, error, t);
          if (elsewhere.length) notify.error({ title: t('error', 'Error'), description: elsewhere.join(' ') });
        },
      },
    );
  return (
    <RecoveryPanel
      testId="reset-password-page"
      title={t('recovery.reset_title', 'Choose a new password')}
      intro={t('recovery.reset_intro', 'Your other sessions will be signed out.')}
    >
      <AppForm guard={false} form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="password"
          label={t('password.new', 'New password')}
          rules={[schemaRule(resetPasswordSchema.shape.password, t, { emptyIsMissing: true })]}
        >
          <Input.Password autoComplete="new-password" autoFocus data-testid="reset-password-new" />
        </Form.Item>
        <PasswordStrengthMeter password={password} />
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm', 'Confirm the new password')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('generic.required', 'Required') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('eauction.confirm_password_missmatch', 'The passwords do not match.'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-password-submit">
          {t('recovery.save_password', 'Save the new password')}
        </Button>
      </AppForm>
    </RecoveryPanel>
  );
}

/** /forgotten_username: mails the usernames registered with an address. */
export function ForgottenUsernamePage() {
  const { t } = useTranslation();
  const remind = useRemindUsername();
  const [sent, setSent] = useState(false);
  return (
    <RecoveryPanel
      testId="forgotten-username-page"
      title={t('page.forgotten_username', 'Forgotten username')}
      intro={t('recovery.username_intro', 'Enter the e-mail address of your account. We will e-mail you its username.')}
    >
      {sent ? (
        <SentResult
          testId="forgotten-username-sent"
          text={t(
            'recovery.username_sent',
            'If accounts are registered with this address, their usernames have been sent to it.',
          )}
        />
      ) : (
        <AppForm
          guard={false}
          layout="vertical"
          requiredMark={false}
          onFinish={(v: { email: string }) => remind.mutate(v.email.trim(), { onSuccess: () => setSent(true) })}
        >
          <Form.Item
            name="email"
            label={t('profile.email', 'E-mail')}
            rules={[
              schemaRule(remindUsernameSchema.shape.email, t, {
                emptyIsMissing: true,
                messages: { 'validation.email': t('validation.invalid_format', 'The format is not valid.') },
              }),
            ]}
          >
            <Input type="email" autoComplete="email" autoFocus data-testid="forgotten-username-email" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={remind.isPending}
            data-testid="forgotten-username-submit"
          >
            {t('recovery.send_username', 'Send my username')}
          </Button>
        </AppForm>
      )}
    </RecoveryPanel>
  );
}
