import { useEffect } from 'react';
import { Alert, Button, Flex, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { LinkButton } from '@/shared/ui/link-button';
import { notify } from '@/shared/ui/notifications';
import { usePasswordExpiration } from '../api/check-password-expiration';
import { ChangePasswordForm } from '../components/change-password-form';
import { useSession } from '../hooks/use-session';
import { useSignOut } from '../hooks/use-sign-out';

/** The signed-in user whose password expired chooses a new one (spec §4, §8). */
export function ExpiredPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, user } = useSession();
  const check = usePasswordExpiration(user !== null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!check.isError) return;
    // Spec §8: a failed password check says so and goes home.
    notify.error({
      title: t('error', 'Error'),
      description: t('password.check_failed', 'An error occurred during password check.'),
    });
    void navigate(paths.home, { replace: true });
  }, [check.isError, navigate, t]);

  if (status === 'loading') return <CenteredSpinner />;

  if (!user) {
    return (
      <Result
        status="info"
        title={t('expired_password.title', 'Change an expired password')}
        subTitle={t(
          'expired_password.sign_in_first',
          'Sign in first: after signing in with your current password you will be asked for a new one.',
        )}
        extra={
          <LinkButton type="primary" to={paths.login} data-testid="expired-password-login">
            {t('login.submit', 'Sign in')}
          </LinkButton>
        }
      />
    );
  }

  const stateMessage = (location.state as { message?: string } | null)?.message;
  const expired = user.passwordExpired || check.data === true || stateMessage === 'password_expired';

  return (
    <div className="auth-page">
      <section className="auth-panel" aria-labelledby="expired-password-title" data-testid="expired-password-page">
        <h1 id="expired-password-title" className="auth-title" style={{ marginBottom: 16 }}>
          {t('expired_password.title', 'Change an expired password')}
        </h1>
        {expired ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 24 }}
            data-testid="password-expired-alert"
            title={t('password_expired', 'Your password has expired.')}
            description={t(
              'expired_password.explanation',
              'Choose a new password to continue. Your other sessions will be signed out.',
            )}
          />
        ) : (
          <p className="auth-subtitle">
            {t('expired_password.not_expired', 'Your password is still valid, but you can change it here.')}
          </p>
        )}
        <ChangePasswordForm user={user} autoFocus onChanged={() => navigate(paths.home, { replace: true })} />
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button
            type="link"
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
            data-testid="expired-password-sign-out"
          >
            {t('header.sign_out', 'Sign out')}
          </Button>
        </Flex>
      </section>
    </div>
  );
}
