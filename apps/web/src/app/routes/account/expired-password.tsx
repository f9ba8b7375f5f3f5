import { useTranslation } from 'react-i18next';
import { ExpiredPasswordPage } from '@/features/auth/pages/expired-password-page';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.expired_password', 'Expired password'));
  return <ExpiredPasswordPage />;
}
