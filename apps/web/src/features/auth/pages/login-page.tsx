import { useEffect, useRef } from 'react';
import { Divider, Flex } from 'antd';
import type { CurrentUser } from '@portal/contracts';
import { CheckCircleFilled, IdcardOutlined, ShopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { takeReturnPath } from '@/shared/session/return-path';
import { LinkButton } from '@/shared/ui/link-button';
import { AccountLinkNotices } from '../components/account-link-notices';
import { LoginForm } from '../components/login-form';
import { useSession } from '../hooks/use-session';

/** Where a user lands after signing in when nothing else says where: null for home. */
export type LandingOf = (user: CurrentUser) => Promise<string | null>;

/**
 * Once signed in, go to the profile when the password expired (spec §4), else where the user was sent from,
 * else the user's landing (staff: their system's menu), home otherwise.
 */
function useLeaveWhenSignedIn(landingOf?: LandingOf) {
  const { user } = useSession();
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (!user || left.current) return;
    left.current = true;
    const returnPath = takeReturnPath();
    // Spec §4: an expired password sends the user to the profile, where it is changed.
    if (user.passwordExpired || returnPath || !landingOf) {
      void navigate(user.passwordExpired ? paths.profile : (returnPath ?? paths.home), { replace: true });
      return;
    }
    // The landing page is looked up, then navigated to; the effect does not wait for either.
    void landingOf(user)
      .catch(() => null)
      .then((landing) => navigate(landing ?? paths.home, { replace: true }));
  }, [user, navigate, landingOf]);
}

export function LoginPage({ landingOf }: { landingOf?: LandingOf }) {
  const { t } = useTranslation();
  useLeaveWhenSignedIn(landingOf);

  return (
    <div className="auth-page">
      <AccountLinkNotices />
      <aside className="auth-intro" aria-labelledby="login-intro-title">
        <h2 id="login-intro-title">{t('login.intro_title', 'One account for e-Auction and e-Counter')}</h2>
        <p>
          {t(
            'login.intro_text',
            'Your registered account gives you access to both systems of the customs administration.',
          )}
        </p>
        <ul>
          <li>
            <CheckCircleFilled aria-hidden />
            <span>{t('login.intro_auctions', 'Request to take part in auction lots and bid live.')}</span>
          </li>
          <li>
            <CheckCircleFilled aria-hidden />
            <span>{t('login.intro_cases', 'File customs cases and follow their progress.')}</span>
          </li>
          <li>
            <CheckCircleFilled aria-hidden />
            <span>{t('login.intro_company', 'Manage your company users, guarantees and documents.')}</span>
          </li>
        </ul>
      </aside>
      <section className="auth-panel" aria-labelledby="login-title" data-testid="login-page">
        <h1 id="login-title" className="auth-title">
          {t('login.title', 'Sign in')}
        </h1>
        <p className="auth-subtitle">
          {t('login.subtitle', 'Sign in with the account you registered with the customs administration.')}
        </p>
        <LoginForm />
        <Divider plain>{t('login.no_account', 'No account yet?')}</Divider>
        <Flex gap={8} vertical>
          <LinkButton
            to={paths.registerPerson}
            block
            icon={<IdcardOutlined aria-hidden />}
            data-testid="login-register-person"
          >
            {t('login.register_person', 'Register as a person')}
          </LinkButton>
          <LinkButton
            to={paths.registerTrader}
            block
            icon={<ShopOutlined aria-hidden />}
            data-testid="login-register-trader"
          >
            {t('login.register_trader', 'Register as a trader')}
          </LinkButton>
        </Flex>
      </section>
    </div>
  );
}
