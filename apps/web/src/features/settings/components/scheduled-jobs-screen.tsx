import { FailedResult } from '@/shared/ui/query-state';
import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Grid, Tag, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import type { ScheduledJob } from '@portal/contracts/settings';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { JOBS_REFRESH_MS, useScheduledJobsQuery } from '../api/get-scheduled-jobs';
import { useRunJob } from '../api/run-job';
import { intervalParts } from '../lib/interval';
import { jobMessage } from '../lib/job-message';
import { ScreenTitle } from '@/shared/ui/screen-heading';

function ResultTag({ job }: { job: ScheduledJob }) {
  const { t } = useTranslation();
  if (job.running) return <Tag color="processing">{t('job.running_now', 'Running')}</Tag>;
  if (job.lastResult === 'OK') return <Tag color="success">{t('job.result_ok', 'OK')}</Tag>;
  if (job.lastResult === 'FAILED') return <Tag color="error">{t('FAILED', 'Failed')}</Tag>;
  return <Tag>{t('job.never_run', 'Not run yet')}</Tag>;
}

/**
 * `/admin/misc/scheduled_jobs`: every background job with its schedule, last run and result; "Run now"
 * makes a job due at once. Refreshes every 10 s while open. A plain table: the jobs are few and fixed,
 * so the kit's paged list (numeric ids, filters, edit) does not fit.
 */
export function ScheduledJobsScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_misc_scheduled_jobs', 'Scheduled jobs');
  useDocumentTitle(title);
  const query = useScheduledJobsQuery();
  // On a phone the run button is an icon (its name in a tooltip), so the column stays narrow.
  const narrow = Grid.useBreakpoint().md === false;
  const run = useRunJob({
    onSuccess: (job) =>
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('job.started', 'The job "{{job}}" runs now.', { job: job.code }),
      }),
  });
  const dateTime = (value: string | null) => (value ? formatDateTime(value) : '—');

  const columns: ColumnsType<ScheduledJob> = [
    {
      // The job in words, its code (for the log and support) below: one column, so the table fits at 1280 px.
      key: 'job',
      title: t('job.code', 'Job'),
      width: 230,
      render: (_, j) => (
        <Flex vertical gap={4} align="flex-start">
          <span>{t(j.descriptionKey, j.code)}</span>
          <Typography.Text code style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
            {j.code}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'interval',
      title: t('job.interval', 'Interval'),
      width: 90,
      render: (_, j) => {
        const { count, unit } = intervalParts(j.intervalMs);
        return t(`job.every_${unit}`, `every {{count}} ${unit}`, { count });
      },
    },
    { key: 'last', title: t('job.last_run', 'Last run'), width: 130, render: (_, j) => dateTime(j.lastStartedAt) },
    {
      key: 'result',
      title: t('job.result', 'Result'),
      width: 190,
      render: (_, j) => (
        <Flex vertical gap={4} align="flex-start">
          <ResultTag job={j} />
          <span>{jobMessage(j, t)}</span>
        </Flex>
      ),
    },
    {
      key: 'next',
      title: t('job.next_run', 'Next run'),
      width: 130,
      render: (_, j) => (j.readOnly ? t('job.own_loop', 'Continuous') : dateTime(j.nextRunAt)),
    },
    {
      key: 'actions',
      title: narrow ? (
        <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>
      ) : (
        t('admin.actions', 'Actions')
      ),
      // Kept on the right while the other columns scroll, wide enough for the button in every language.
      fixed: 'right',
      width: narrow ? 56 : 160,
      render: (_, j) =>
        j.readOnly ? null : (
          <Tooltip title={narrow ? t('job.run_now', 'Run now') : undefined}>
            <Button
              size="small"
              icon={<PlayCircleOutlined />}
              aria-label={narrow ? t('job.run_now', 'Run now') : undefined}
              disabled={j.running}
              loading={run.isPending && run.variables === j.code}
              onClick={() => run.mutate(j.code)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {narrow ? null : t('job.run_now', 'Run now')}
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <div>
          <ScreenTitle>{title}</ScreenTitle>
          <Typography.Text type="secondary">
            {t('job.help', 'Background work of the portal. The list refreshes every {{seconds}} seconds.', {
              seconds: JOBS_REFRESH_MS / 1000,
            })}
          </Typography.Text>
        </div>
        <Tooltip title={t('admin.refresh', 'Refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('admin.refresh', 'Refresh')}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          />
        </Tooltip>
      </Flex>
      <Card size="small">
        {query.isError ? (
          <FailedResult title={t('job.load_failed', 'The jobs could not be loaded.')} onRetry={() => query.refetch()} />
        ) : (
          <ScrollTable<ScheduledJob>
            rowKey="code"
            size="middle"
            columns={columns}
            dataSource={query.data ?? []}
            loading={query.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('job.none', 'No jobs are registered.')} /> }}
          />
        )}
      </Card>
    </Flex>
  );
}
