import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { CenteredSpinner } from './centered-spinner';

/** What a result says: its title, the text under it, its buttons and its test id. */
export type ResultTexts = { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; testId?: string };

/** A record that is not there (or not the caller's to see): "This record does not exist any more." unless told. */
export function NotFoundResult({ title, subTitle, extra, testId }: Partial<ResultTexts>) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={title ?? t('admin.record_not_found', 'This record does not exist any more.')}
      subTitle={subTitle}
      extra={extra}
      data-testid={testId}
    />
  );
}

type FailureTexts = {
  /** A 404: the record is gone or not the caller's to see ("This record does not exist any more." unless given). */
  notFound?: Partial<ResultTexts>;
  /** Any other failure, with a "Try again" button ("The records could not be loaded." unless given). */
  failed?: Partial<ResultTexts>;
};

/**
 * A read that failed, with a "Try again" button: "The records could not be loaded." and "Check your connection and
 * try again." unless told; what every list, panel and record screen shows when its read fails.
 */
export function FailedResult({
  title,
  subTitle,
  extra,
  testId,
  onRetry,
}: Partial<ResultTexts> & { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={title ?? t('admin.load_failed', 'The records could not be loaded.')}
      subTitle={subTitle ?? t('admin.load_failed_text', 'Check your connection and try again.')}
      extra={
        <>
          {extra}
          <Button onClick={() => void onRetry()}>{t('generic.retry', 'Try again')}</Button>
        </>
      }
      data-testid={testId}
    />
  );
}

/** Where a record could not be loaded: gone (404), or failed with a way to try again. */
export function LoadFailedResult({
  error,
  onRetry,
  notFound,
  failed,
}: FailureTexts & { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) return <NotFoundResult {...notFound} />;
  return <FailedResult {...failed} onRetry={onRetry} />;
}

/**
 * The place of a record that is not there yet: loading, not found (404) or failed with a way to try again — the
 * same roles and texts on every screen that reads one record.
 */
export function QueryState({
  query,
  loading,
  notFound,
  failed,
}: FailureTexts & {
  /** The read that has no data yet: its error (none while it loads) and how to ask again. */
  query: { error: unknown; refetch: () => unknown };
  /** While it loads (a centred spinner unless given). */
  loading?: ReactNode;
}) {
  if (!query.error) return loading ?? <CenteredSpinner />;
  return (
    <LoadFailedResult error={query.error} onRetry={() => void query.refetch()} notFound={notFound} failed={failed} />
  );
}
