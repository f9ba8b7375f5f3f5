import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, PRODUCT_NAME } from '@/shared/config/product';
import { currentLanguage } from '@/shared/i18n/language';
import { paths } from '../paths';

const YEAR = new Date().getFullYear();

/**
 * Product name, application version 2 (spec §9) and the information pages; the main layout adds
 * the help-templates table (`children`), the sign-in frame does not, so /login stays light.
 */
export function AppFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="app-footer" data-testid="app-footer">
      {children}
      <div className="app-footer-inner">
        <span>
          © {YEAR} {PRODUCT_NAME} ·{' '}
          <span data-testid="app-version">{t('app.version', 'Version {{version}}', { version: APP_VERSION })}</span>
        </span>
        <nav aria-label={t('footer.links', 'Information')} className="app-footer-links">
          <Link to={paths.help}>{t('page.user_info_help', 'Help')}</Link>
          <Link to={paths.terms(currentLanguage)}>{t('page.user_info_terms', 'Terms of use')}</Link>
          <Link to={paths.privacyPolicy(currentLanguage)}>{t('page.user_info_privacy_policy', 'Privacy policy')}</Link>
          <Link to={paths.verify}>{t('page.verify', 'Verify a document')}</Link>
        </nav>
      </div>
    </footer>
  );
}
