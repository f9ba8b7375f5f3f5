import { HomeOutlined } from '@ant-design/icons';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths';
import { AppFooter } from './app-footer';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';

/**
 * The frame of the sign-in and password pages: brand, language and a way home, without the menu,
 * so a first visit to /login stays light.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <a href="#main-content" className="skip-link">
        {t('app.skip_to_content', 'Skip to content')}
      </a>
      <header className="app-header auth-header" data-testid="app-header">
        <Brand />
        <div className="auth-header-tools">
          <Link to={paths.home} className="auth-home-link" data-testid="auth-home-link">
            <HomeOutlined aria-hidden />
            <span className="auth-home-text">{t('page.home', 'Home')}</span>
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main-content" className="auth-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
