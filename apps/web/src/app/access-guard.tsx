import { useEffect } from 'react';
import { Alert, Button } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPublicPath } from '@portal/contracts/routes';
import { useSession } from '@/features/auth/hooks/use-session';
import { decideAccess } from '@/features/auth/lib/access';
import { rememberReturnPath } from '@/shared/session/return-path';
import { paths } from './paths';

/** Sends a visitor to sign in, remembering where they were going (spec §4). */
function SignInFirst({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnPath(returnTo);
    void navigate(paths.login, { replace: true }); // the route change runs on its own
  }, [returnTo, navigate]);
  return null;
}

/** Spec §2 access control for every route below it. */
export function AccessGuard() {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, user, retry } = useSession();
  const path = location.pathname;

  if (status === 'error' && !isPublicPath(path)) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="session-load-failed"
        title={t('session.load_failed', 'Your account could not be loaded.')}
        description={t('network_error', 'The server cannot be reached. Check your connection and try again.')}
        action={
          <Button type="primary" onClick={retry}>
            {t('generic.retry', 'Try again')}
          </Button>
        }
      />
    );
  }

  switch (decideAccess(path, user)) {
    case 'sign-in':
      return <SignInFirst returnTo={`${path}${location.search}${location.hash}`} />;
    case 'password-expired':
      return <Navigate to={paths.expiredPassword} replace state={{ message: 'password_expired' }} />;
    case 'denied':
      return <Navigate to={paths.accessDenied} replace />;
    default:
      return <Outlet />;
  }
}
