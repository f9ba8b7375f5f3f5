import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';

/** Where a record could not be loaded: gone (404), or failed with a way to try again. */
export function LoadFailedResult({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={
        notFound
          ? t('admin.record_not_found', 'This record does not exist any more.')
          : t('admin.load_failed', 'The records could not be loaded.')
      }
      extra={!notFound && <Button onClick={onRetry}>{t('generic.retry', 'Try again')}</Button>}
    />
  );
}
