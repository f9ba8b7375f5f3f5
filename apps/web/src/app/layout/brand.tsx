import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/shared/config/product';
import { paths } from '../paths';

/** Logo and product name, linking home; the name hides itself on narrow windows (CSS). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className="brand"
      aria-label={`${PRODUCT_NAME} – ${t('page.home', 'Home')}`}
      data-testid="brand"
    >
      <img src="/logo.svg" alt="" width={40} height={40} />
      <span className="brand-text">
        <span className="brand-name">{PRODUCT_NAME}</span>
        <span className="brand-tagline">{t('app.tagline', 'Customs administration')}</span>
      </span>
    </Link>
  );
}
