import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/shared/config/product';
import { useAuthorityName } from '@/shared/lib/authority';
import { paths } from '../paths';

/** Logo and product name, linking home; the name hides itself on narrow windows (CSS). */
export function Brand() {
  const { t } = useTranslation();
  // The authority that runs the portal (its settings, ADR 0089); the translated tagline until they are read.
  const authority = useAuthorityName(t('app.tagline', 'Customs portal'));
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
        <span className="brand-tagline">{authority}</span>
      </span>
    </Link>
  );
}
