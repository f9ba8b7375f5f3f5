import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CASE_KIND_OF_TYPE, CASE_TYPES, caseScreenPath, type CaseType } from '@portal/contracts/portal-cases';
import {
  AGEING_BUCKETS,
  AGEING_CLOCKS,
  OPEN_CASE_STATUSES,
  type AgeingBucket,
  type AgeingClock,
  type OfficerDashboard,
} from '@portal/contracts/portal-processing';
import { formatDate } from '@/shared/lib/business-time';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CHART_COLORS, ChartFigure } from '@/shared/ui/chart-figure';
import { QueryState } from '@/shared/ui/query-state';
import { CASE_STATUS_LABEL, CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { useOfficerDashboard } from '../api/get-officer-dashboard';
import { AGEING_BUCKET_LABEL as BUCKET_LABEL, AGEING_CLOCK_LABEL as CLOCK_LABEL } from '../lib/dashboard-labels';
import { ageingLink, queueLink, weekLink } from '../lib/dashboard-links';
import { ScreenTitle } from '@/shared/ui/screen-heading';

type T = ReturnType<typeof useTranslation>['t'];

/** A count that opens the queue filtered as it counts (zero is plain text: there is nothing to open). */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0) return <span>0</span>;
  return (
    <Link to={to} aria-label={`${label}: ${count}`}>
      {count}
    </Link>
  );
}

const dayMonth = (day: string) => formatDate(day).slice(0, 5);

function OpenByKind({ data, t }: { data: OfficerDashboard; t: T }) {
  const count = (kind: CaseType, status: string) =>
    data.openByKindAndStatus.find((r) => r.kind === kind && r.status === status)?.count ?? 0;
  const rows = CASE_TYPES.map((kind) => ({
    kind,
    label: t(...CASE_TYPE_LABEL[kind]),
    ...Object.fromEntries(OPEN_CASE_STATUSES.map((s) => [s, count(kind, s)])),
    total: OPEN_CASE_STATUSES.reduce((a, s) => a + count(kind, s), 0),
  })) as Array<{ kind: CaseType; label: string; total: number } & Record<string, number | string>>;
  const columns: ColumnsType<(typeof rows)[number]> = [
    { key: 'kind', title: t('portal.case_kind', 'Kind'), dataIndex: 'label' },
    ...OPEN_CASE_STATUSES.map((status) => ({
      key: status,
      title: t(...CASE_STATUS_LABEL[status]),
      align: 'right' as const,
      render: (_: unknown, row: (typeof rows)[number]) => (
        <CountLink
          count={row[status] as number}
          to={queueLink({ kind: row.kind, status })}
          label={`${row.label}, ${t(...CASE_STATUS_LABEL[status])}`}
        />
      ),
    })),
    {
      key: 'total',
      title: t('dashboard.total', 'Total'),
      align: 'right',
      render: (_, row) => <CountLink count={row.total} to={queueLink({ kind: row.kind })} label={row.label} />,
    },
  ];
  return (
    <ChartFigure
      testId="dashboard-open"
      caption={t('dashboard.open_by_kind', 'Open cases by kind and status')}
      empty={data.openByKindAndStatus.length === 0}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={130} interval={0} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend />
            {OPEN_CASE_STATUSES.map((status, i) => (
              <Bar
                key={status}
                dataKey={status}
                name={t(...CASE_STATUS_LABEL[status])}
                stackId="s"
                fill={CHART_COLORS[i]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table
          size="small"
          rowKey="kind"
          pagination={false}
          columns={columns}
          dataSource={rows}
          data-testid="dashboard-open-table"
        />
      }
    />
  );
}

function Ageing({ data, t }: { data: OfficerDashboard; t: T }) {
  const days = Object.values(data.periods.decision);
  const decisionDays =
    Math.min(...days) === Math.max(...days) ? String(days[0]) : `${Math.min(...days)}–${Math.max(...days)}`;
  const period: Record<AgeingClock, string> = {
    DECISION: decisionDays,
    INFORMATION: String(data.periods.information),
    HEARING: String(data.periods.hearing),
  };
  const rows = AGEING_CLOCKS.map((clock) => ({
    clock,
    label: t(...CLOCK_LABEL[clock]),
    ...Object.fromEntries(
      AGEING_BUCKETS.map((bucket) => [
        bucket,
        data.ageing.find((r) => r.clock === clock && r.bucket === bucket)?.count ?? 0,
      ]),
    ),
  })) as Array<{ clock: AgeingClock; label: string } & Record<AgeingBucket, number>>;
  const columns: ColumnsType<(typeof rows)[number]> = [
    {
      key: 'clock',
      title: t('dashboard.deadline', 'Deadline'),
      render: (_, row) => (
        <>
          {row.label}{' '}
          <Typography.Text type="secondary">
            ({t('dashboard.days', '{{days}} days', { days: period[row.clock] })})
          </Typography.Text>
        </>
      ),
    },
    ...AGEING_BUCKETS.map((bucket) => ({
      key: bucket,
      title: t(...BUCKET_LABEL[bucket]),
      align: 'right' as const,
      render: (_: unknown, row: (typeof rows)[number]) => (
        <CountLink
          count={row[bucket]}
          to={ageingLink(row.clock, bucket)}
          label={`${row.label}, ${t(...BUCKET_LABEL[bucket])}`}
        />
      ),
    })),
  ];
  return (
    <ChartFigure
      testId="dashboard-ageing"
      caption={t('dashboard.ageing', 'Ageing against the legal deadlines')}
      description={t(
        'dashboard.ageing_help',
        'Open cases by how much of their period is left; the periods are the portal settings.',
      )}
      empty={data.ageing.every((r) => r.count === 0)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend />
            {AGEING_BUCKETS.map((bucket, i) => (
              <Bar
                key={bucket}
                dataKey={bucket}
                name={t(...BUCKET_LABEL[bucket])}
                stackId="a"
                fill={[CHART_COLORS[2], CHART_COLORS[0], CHART_COLORS[1], CHART_COLORS[3]][i]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table
          size="small"
          rowKey="clock"
          pagination={false}
          columns={columns}
          dataSource={rows}
          data-testid="dashboard-ageing-table"
        />
      }
    />
  );
}

function Overdue({ data, t }: { data: OfficerDashboard; t: T }) {
  type Row = OfficerDashboard['overdue'][number];
  const columns: ColumnsType<Row> = [
    {
      key: 'number',
      title: t('portal.case_number', 'Case number'),
      render: (_, c) => <Link to={caseScreenPath(CASE_KIND_OF_TYPE[c.caseType], 'view', c.id)}>{c.number}</Link>,
    },
    { key: 'kind', title: t('portal.case_kind', 'Kind'), render: (_, c) => t(...CASE_TYPE_LABEL[c.caseType]) },
    { key: 'status', title: t('portal.status', 'Status'), render: (_, c) => t(...CASE_STATUS_LABEL[c.status]) },
    { key: 'due', title: t('dashboard.due', 'Due'), render: (_, c) => formatDate(c.dueAt) },
    {
      key: 'days',
      title: t('dashboard.days_overdue', 'Days overdue'),
      align: 'right',
      dataIndex: 'daysOverdue',
    },
    {
      key: 'assignee',
      title: t('portal.processing.assignee', 'Taken by'),
      render: (_, c) => c.assignee ?? t('dashboard.nobody', 'Nobody'),
    },
  ];
  return (
    <ChartFigure
      testId="dashboard-overdue"
      caption={t('dashboard.overdue', 'Overdue cases')}
      description={
        data.overdueTotal > 0 ? (
          <Link to={queueLink({ overdue: 'true' })} data-testid="dashboard-overdue-all">
            {t('dashboard.overdue_all', 'All {{count}} overdue cases in the queue', { count: data.overdueTotal })}
          </Link>
        ) : undefined
      }
      empty={data.overdue.length === 0}
      chart={null}
      table={<Table size="small" rowKey="id" pagination={false} columns={columns} dataSource={data.overdue} />}
      listOnly
    />
  );
}

function Weeks({ data, t }: { data: OfficerDashboard; t: T }) {
  type Row = OfficerDashboard['decisionsPerWeek'][number];
  const rows = data.decisionsPerWeek.map((w) => ({ ...w, label: dayMonth(w.weekStart) }));
  const columns: ColumnsType<Row> = [
    {
      key: 'week',
      title: t('dashboard.week', 'Week'),
      render: (_, w) => `${formatDate(w.weekStart)} – ${formatDate(w.weekEnd)}`,
    },
    { key: 'approved', title: t('dashboard.approved', 'Approved'), align: 'right', dataIndex: 'approved' },
    { key: 'rejected', title: t('dashboard.rejected', 'Rejected'), align: 'right', dataIndex: 'rejected' },
    {
      key: 'total',
      title: t('dashboard.total', 'Total'),
      align: 'right',
      render: (_, w) => (
        <CountLink
          count={w.approved + w.rejected}
          to={weekLink(w.weekStart, w.weekEnd)}
          label={`${formatDate(w.weekStart)} – ${formatDate(w.weekEnd)}`}
        />
      ),
    },
  ];
  return (
    <ChartFigure
      testId="dashboard-weeks"
      caption={t('dashboard.decisions_per_week', 'Decisions per week')}
      empty={data.decisionsPerWeek.every((w) => w.approved + w.rejected === 0)}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="approved" name={t('dashboard.approved', 'Approved')} stackId="d" fill={CHART_COLORS[2]} />
            <Bar dataKey="rejected" name={t('dashboard.rejected', 'Rejected')} stackId="d" fill={CHART_COLORS[3]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable
          size="small"
          rowKey="weekStart"
          pagination={false}
          columns={columns}
          dataSource={[...data.decisionsPerWeek].reverse()}
          scroll={{ x: 'max-content', y: 260 }}
        />
      }
    />
  );
}

function Mine({ data, t }: { data: OfficerDashboard; t: T }) {
  type Row = OfficerDashboard['mine']['byStatus'][number];
  const columns: ColumnsType<Row> = [
    { key: 'status', title: t('portal.status', 'Status'), render: (_, r) => t(...CASE_STATUS_LABEL[r.status]) },
    {
      key: 'count',
      title: t('dashboard.cases', 'Cases'),
      align: 'right',
      render: (_, r) => (
        <CountLink
          count={r.count}
          to={queueLink({ assignee: 'mine', status: r.status })}
          label={t(...CASE_STATUS_LABEL[r.status])}
        />
      ),
    },
  ];
  return (
    <ChartFigure
      testId="dashboard-mine"
      caption={t('dashboard.mine', 'My cases')}
      description={
        <Flex gap={16} wrap>
          <Link to={queueLink({ assignee: 'mine' })}>{t('dashboard.mine_all', 'All my open cases in the queue')}</Link>
          {data.mine.overdue > 0 && (
            <Link to={queueLink({ assignee: 'mine', overdue: 'true' })}>
              {t('dashboard.mine_overdue', '{{count}} of them overdue', { count: data.mine.overdue })}
            </Link>
          )}
        </Flex>
      }
      empty={data.mine.byStatus.length === 0}
      chart={null}
      table={
        <Table size="small" rowKey="status" pagination={false} columns={columns} dataSource={data.mine.byStatus} />
      }
      listOnly
    />
  );
}

/** `/web_portal_processing/dashboard`: the officer dashboard (ADR 0086); every count opens the queue filtered. */
export function OfficerDashboardScreen() {
  const { t } = useTranslation();
  const query = useOfficerDashboard();
  const title = t('dashboard.officer_title', 'Officer dashboard');
  useDocumentTitle(title);
  return (
    <Flex vertical gap={16} data-testid="officer-dashboard">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ScreenTitle>{title}</ScreenTitle>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('dashboard.refresh', 'Refresh')}
        </Button>
      </Flex>
      {query.data ? (
        <>
          <OpenByKind data={query.data} t={t} />
          <Ageing data={query.data} t={t} />
          <Overdue data={query.data} t={t} />
          <Weeks data={query.data} t={t} />
          <Mine data={query.data} t={t} />
        </>
      ) : (
        <QueryState query={query} />
      )}
    </Flex>
  );
}
