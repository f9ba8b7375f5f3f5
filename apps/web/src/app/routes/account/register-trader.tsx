import { useTranslation } from 'react-i18next';
import { RegisterTraderPage } from '@/features/registration/pages/registration-page';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.register_trader', 'Register as a trader'));
  return <RegisterTraderPage />;
}
