import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { CenteredSpinner } from './centered-spinner';

/** What a result says: its title, the text under it, its buttons and its test id. */
export type ResultTexts = { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; testId?: string };

type QueryStateProps = {
  /** The read that has no data yet: its error (none while it loads) and how to ask again. */
  query: { error: unknown; refetch: () => unknown };
  /** While it loads (a centred spinner unless given). */
  loading?: ReactNode;
  /** A 404: the record is gone or not the caller's to see ("This record does not exist any more." unless given). */
  notFound?: ResultTexts;
  /** Any other failure, with a "Try again" button ("The records could not be loaded." unless given). */
  failed?: ResultTexts;
};

/**
 * The place of a record that is not there yet: loading, not found (404) or failed with a way to try again — the
 * same roles and texts on every screen that reads one record.
 */
export function QueryState({ query, loading, notFound, failed }: QueryStateProps) {
  const { t } = useTranslation();
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Result
        status="404"
        title={notFound?.title ?? t('admin.record_not_found', 'This record does not exist any more.')}
        subTitle={notFound?.subTitle}
        extra={notFound?.extra}
        data-testid={notFound?.testId}
      />
    );
  }
  if (query.error) {
    return (
      <Result
        status="error"
        title={failed?.title ?? t('admin.load_failed', 'The records could not be loaded.')}
        subTitle={failed?.subTitle}
        extra={
          <>
            {failed?.extra}
            <Button onClick={() => void query.refetch()}>{t('generic.retry', 'Try again')}</Button>
          </>
        }
        data-testid={failed?.testId}
      />
    );
  }
  return loading ?? <CenteredSpinner />;
}
