import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notifications';

/** "Record saved.": a case's fields or one of its records were saved. */
export function useSavedToast() {
  const { t } = useTranslation();
  return () =>
    notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
}
