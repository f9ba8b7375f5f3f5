import { useTranslation } from 'react-i18next';
import { ForgottenPasswordPage } from '@/features/auth/pages/recovery-pages';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.forgotten_password', 'Forgotten password'));
  return <ForgottenPasswordPage />;
}
