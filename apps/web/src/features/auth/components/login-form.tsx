import { lazy, Suspense, useRef, useState } from 'react';
import type { LoginError } from '@portal/contracts';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Spin } from 'antd';
// Input and Password only: the package's Input also brings TextArea, Search and OTP to the first download.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { isApiError } from '@/shared/api/api-error';
import { schemaRule } from '@/shared/form/schema-rule';
import { setToken } from '@/shared/session/token';
import { notify } from '@/shared/ui/notifications';
import { useAuthenticate, type AuthenticateInput } from '../api/authenticate';
import type { CaptchaHandle } from '@/shared/captcha/captcha-widget';
import { AppForm } from '@/shared/form/app-form';

// The captcha only appears after failed attempts: its code (and altcha-lib) load then.
const CaptchaWidget = lazy(() => import('@/shared/captcha/captcha-widget'));

const CAPTCHA_FLAG = 'captchaRequired';

// The sign-in schema of contracts (and zod with it) loads at the first validation, not with the page.
const usernameSchema = () => import('@portal/contracts').then((contracts) => contracts.loginFormSchema.shape.username);
const passwordSchema = () => import('@portal/contracts').then((contracts) => contracts.loginFormSchema.shape.password);

type LoginValues = { username: string; password: string; rememberMe: boolean };

function isLoginError(body: unknown): body is LoginError {
  return typeof body === 'object' && body !== null && typeof (body as LoginError)._error === 'string';
}

/** Username, password, remember me and, once the server asks for it, the captcha (spec §4, §8). */
export function LoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaRequired, setCaptchaRequired] = useState(() => sessionStorage.getItem(CAPTCHA_FLAG) === '1');
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [refusal, setRefusal] = useState<LoginError | null>(null);
  const [solving, setSolving] = useState(false);

  const requireCaptcha = (required: boolean) => {
    setCaptchaRequired(required);
    if (required) sessionStorage.setItem(CAPTCHA_FLAG, '1');
    else sessionStorage.removeItem(CAPTCHA_FLAG);
  };

  const signIn = useAuthenticate({
    onSuccess: ({ token }, input) => {
      requireCaptcha(false);
      // Spec §4: the system after signing in is GENERAL. (Loaded here, not with the page: the
      // system module carries the contracts' schemas, which the sign-in page does not need.)
      void import('@/shared/session/system').then(({ resetSystem }) => resetSystem());
      // The session hook now reads the user; the login page then leaves for the right place.
      setToken(token, input.rememberMe);
    },
  });

  const showRefusal = (error: unknown) => {
    if (!isApiError(error)) return;
    const body = error.body;
    if (!isLoginError(body)) return;
    if (body.captchaRequired !== undefined) requireCaptcha(body.captchaRequired);
    if (error.status === 429 && body._error === 'login.account_locked' && body.lockedUntil) {
      const lockedUntil = body.lockedUntil;
      void import('@/shared/lib/business-time').then(({ formatDateTimeWithZone }) =>
        notify.error({
          title: t('login.error', 'Sign-in failed'),
          description: t(
            'login.account_locked',
            'Too many failed sign-ins: signing in to this account is locked until {{date}}. The owner has been told by e-mail.',
            { date: formatDateTimeWithZone(lockedUntil) || lockedUntil },
          ),
        }),
      );
      return;
    }
    if (error.status === 429) {
      notify.error({
        title: t('login.error', 'Sign-in failed'),
        description: t('too_many_requests', 'Too many requests. Please wait a moment and try again.'),
      });
      return;
    }
    if (body._error === 'captcha_error') {
      notify.error({
        title: t('login.error', 'Sign-in failed'),
        description: t('login.captcha_error', 'The security check failed. Please verify again.'),
      });
      return;
    }
    if (body._error.startsWith('login.status_')) {
      if (body.disabledTo) {
        // Date formatting in the business zone loads only for this rare answer.
        const disabledTo = body.disabledTo;
        void import('@/shared/lib/business-time').then(({ formatDateTimeWithZone }) =>
          setRefusal({ ...body, disabledTo: formatDateTimeWithZone(disabledTo) || disabledTo }),
        );
      } else setRefusal(body);
      notify.error({ title: t('login.error', 'Sign-in failed'), description: t(body._error, body._error) });
      return;
    }
    notify.error({
      title: t('login.error', 'Sign-in failed'),
      description: t('login.invalid_credentials', 'Invalid username or password.'),
    });
  };

  const onFinish = async (values: LoginValues) => {
    setRefusal(null);
    let altcha: string | undefined;
    if (captchaRequired) {
      setSolving(true);
      const payload = (await captcha.current?.ensureSolved()) ?? null;
      setSolving(false);
      if (!payload) {
        setCaptchaMissing(true);
        return;
      }
      altcha = payload;
    }
    setCaptchaMissing(false);
    const input: AuthenticateInput = { ...values, rememberMe: Boolean(values.rememberMe), altcha };
    signIn.mutate(input, {
      onError: (error) => {
        showRefusal(error);
        // A refused password is not kept in the field.
        form.setFieldValue('password', '');
        (form.getFieldInstance('password') as { focus?: () => void } | null | undefined)?.focus?.();
      },
      // A solution is accepted once: the next attempt needs a new one.
      onSettled: () => {
        if (altcha) captcha.current?.reset();
      },
    });
  };

  return (
    <AppForm<LoginValues>
      guard={false}
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ rememberMe: false }}
      onFinish={onFinish}
      data-testid="login-form"
      aria-label={t('login.title', 'Sign in')}
    >
      {refusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-status-alert"
          title={t(refusal._error, refusal._error)}
          description={
            refusal.reason || refusal.disabledTo ? (
              <>
                {refusal.reason && (
                  <div>
                    {t('login.reason', 'Reason')}: {refusal.reason}
                  </div>
                )}
                {refusal.disabledTo && (
                  <div>{t('login.disabled_until', 'Disabled until {{date}}', { date: refusal.disabledTo })}</div>
                )}
              </>
            ) : undefined
          }
        />
      )}
      <Form.Item name="username" label={t('login.username', 'Username')} rules={[schemaRule(usernameSchema, t)]}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          autoFocus
          size="large"
          data-testid="login-username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password', 'Password')} rules={[schemaRule(passwordSchema, t)]}>
        <Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          size="large"
          data-testid="login-password"
          maxLength={128}
        />
      </Form.Item>
      {captchaRequired && (
        <Form.Item
          label={t('captcha.label', 'Security check')}
          required
          validateStatus={captchaMissing ? 'error' : undefined}
          help={
            captchaMissing ? t('login.captcha_error', 'The security check failed. Please verify again.') : undefined
          }
        >
          <Suspense fallback={<Spin />}>
            <CaptchaWidget ref={captcha} username={() => form.getFieldValue('username') as string | undefined} />
          </Suspense>
        </Form.Item>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox data-testid="login-remember-me">{t('login.remember_me', 'Remember me')}</Checkbox>
        </Form.Item>
        <Link to={paths.forgottenPassword}>{t('login.forgotten_password', 'Forgotten password?')}</Link>
      </Flex>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={signIn.isPending || solving}
        data-testid="login-submit"
      >
        {t('login.submit', 'Sign in')}
      </Button>
      <div style={{ marginTop: 12, textAlign: 'center' }}>
        <Link to={paths.forgottenUsername}>{t('login.forgotten_username', 'Forgotten username?')}</Link>
      </div>
    </AppForm>
  );
}
