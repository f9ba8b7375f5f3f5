import { LoginOutlined, UserAddOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';

/**
 * The banner of a home page: its title (by default the general home's: a welcome for the signed-in
 * user), a lead, and sign-in and registration for visitors.
 */
export function HomeHero({ user, title, lead }: { user: CurrentUser | null; title?: string; lead?: string }) {
  const { t } = useTranslation();
  const name = user?.individual ? user.individual.firstName : user?.username;
  return (
    <section className="home-hero" aria-labelledby="home-title" data-testid="home-hero">
      <h1 id="home-title">
        {title ??
          (user
            ? t('home.welcome_user', 'Welcome, {{name}}', { name })
            : t('home.title', 'Customs electronic auctions and e-counter services'))}
      </h1>
      <p>
        {lead ??
          t(
            'home.lead',
            'Take part in public auctions of goods sold by the customs administration and file your customs requests online — from registration to the final decision, in one place.',
          )}
      </p>
      {!user && (
        <div className="home-hero-actions">
          <LinkButton to={paths.login} size="large" icon={<LoginOutlined aria-hidden />} data-testid="home-sign-in">
            {t('header.sign_in', 'Sign in')}
          </LinkButton>
          <LinkButton to={paths.registerTrader} size="large" ghost icon={<UserAddOutlined aria-hidden />}>
            {t('login.register_trader', 'Register as a trader')}
          </LinkButton>
          <LinkButton to={paths.registerPerson} size="large" ghost icon={<UserAddOutlined aria-hidden />}>
            {t('login.register_person', 'Register as a person')}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
