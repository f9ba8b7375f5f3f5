import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A read of the public pages that failed, as an alert with "Try again": the lighter form of `FailedResult` (no
 * Result illustration in the first screen's JavaScript, ADR 0108), for lists that cannot be "not found".
 */
export function LoadFailedAlert({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? t('admin.load_failed', 'The records could not be loaded.')}
      description={
        // The button under the text, not beside it: a 375 px column has no room for both.
        <>
          {t('admin.load_failed_text', 'Check your connection and try again.')}
          <div style={{ marginTop: 8 }}>
            <Button onClick={onRetry}>{t('generic.retry', 'Try again')}</Button>
          </div>
        </>
      }
    />
  );
}
