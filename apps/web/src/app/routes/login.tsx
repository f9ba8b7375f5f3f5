import { useTranslation } from 'react-i18next';
import { LoginPage } from '@/features/auth/pages/login-page';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.login', 'Sign in'));
  return <LoginPage />;
}
