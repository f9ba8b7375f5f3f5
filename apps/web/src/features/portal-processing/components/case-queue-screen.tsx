import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Grid, Space, Tag, Tooltip, Typography, type PaginationProps } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { caseScreenPath, caseShowsDeadline, CASE_KIND_OF_TYPE } from '@portal/contracts/portal-cases';
import {
  QUEUE_FILTERS,
  QUEUE_SORT_KEYS,
  defaultQueueStatus,
  type QueuedCase,
  type QueueSortKey,
} from '@portal/contracts/portal-processing';
import { formatDate, formatDateTimeWithZone } from '@/shared/lib/business-time';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CardList } from '@/shared/ui/card-list';
import { LinkButton } from '@/shared/ui/link-button';
import { LoadFailedResult } from '@/shared/ui/query-state';
import { CaseStatusTag } from '@/shared/portal/case-status-tag';
import { aboutName } from '@/shared/portal/case-kinds';
import { ClippedText } from '@/shared/portal/clipped-text';
import { CASE_TYPE_LABEL } from '@/shared/portal/case-kinds';
import { sortOrderOf, sortParamOf } from '@/shared/portal/day-range-filter';
import { type QueueFilters } from '@/shared/portal/query-keys';
import { useCaseQueue } from '../api/get-case-queue';
import { L } from '../lib/labels';
import { tl } from '../lib/translate';
import { DeadlineTag } from './deadline-tag';
import { ExportButton } from '@/shared/admin-kit/export-button';
import { CASE_QUEUE_EXPORT } from '../api/export-case-queue';
import { QueueFiltersBar } from './queue-filters-bar';
import './case-queue.css';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const PAGE_SIZES = [10, 20, 50];

const SORT_PATTERN = new RegExp(`^(${QUEUE_SORT_KEYS.join('|')}),(asc|desc)$`);

/** The queue's page, size, sort and filters live in the address (back button, shared link). */
function useQueueState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('count'));
  const count = PAGE_SIZES.includes(asked) ? asked : PAGE_SIZES[0];
  const askedSort = params.get('sort') ?? '';
  const sort = SORT_PATTERN.test(askedSort) ? askedSort : undefined;
  const filters: QueueFilters = {};
  for (const name of QUEUE_FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const update = (next: { page?: number; count?: number; filters?: QueueFilters; sort?: string | null }) => {
    const out = new URLSearchParams();
    for (const [name, value] of Object.entries(next.filters ?? filters)) if (value) out.set(name, value);
    const nextPage = next.filters || next.sort !== undefined ? 1 : (next.page ?? page);
    const nextCount = next.count ?? count;
    const nextSort = next.sort === undefined ? sort : next.sort;
    if (nextSort) out.set('sort', nextSort);
    if (nextPage > 1) out.set('page', String(nextPage));
    if (nextCount !== PAGE_SIZES[0]) out.set('count', String(nextCount));
    setParams(out, { replace: true });
  };
  return { page, count, sort, filters, update };
}

const viewPath = (c: QueuedCase) => caseScreenPath(CASE_KIND_OF_TYPE[c.caseType], 'view', c.id);
const day = (value: string | null) => (value ? formatDate(value) : '—');

/** The party answered the officer's request or intent and the officer has not acted since (ADR 0074). */
function AnsweredTag({ c }: { c: QueuedCase }) {
  const { t } = useTranslation();
  if (!c.answered) return null;
  return (
    <Tooltip title={tl(t, L.answeredHelp)}>
      <Tag color="blue" data-testid={`queue-answered-${c.id}`}>
        {tl(t, L.answered)}
      </Tag>
    </Tooltip>
  );
}

/** A deadline: its day (the time in the tooltip) and the days left or overdue. */
function Deadline({
  at,
  daysLeft,
  overdue,
  label,
  answer,
  testId,
}: {
  at: string | null;
  daysLeft: number | null;
  overdue: boolean;
  label?: string;
  answer?: boolean;
  testId: string;
}) {
  return (
    <Flex vertical gap={2} align="flex-start">
      {/* A long label ("Answer to the intent due by") wraps; the day never breaks, so the column stays narrow. */}
      <span style={{ maxWidth: 150 }} title={at ? formatDateTimeWithZone(at) : undefined}>
        {label ? `${label}: ` : ''}
        <span style={{ whiteSpace: 'nowrap' }}>{day(at)}</span>
      </span>
      <DeadlineTag daysLeft={daysLeft} overdue={overdue} answer={answer} testId={testId} />
    </Flex>
  );
}

/**
 * The decision's due day and where it stands; while the party is asked (returned for information, or heard on an
 * intent to reject), their deadline first, or that it ended without an answer, each named (two day counts side by
 * side would not say which is which).
 */
function DueCell({ c }: { c: QueuedCase }) {
  const { t } = useTranslation();
  if (!caseShowsDeadline(c.caseStatus)) return <span data-testid={`queue-due-${c.id}`}>—</span>;
  const returned = c.deadlines.correctionsDaysLeft !== null;
  const hearing = c.caseStatus === 'HEARING';
  const decision = (
    <Deadline
      at={c.dueAt}
      daysLeft={c.deadlines.daysLeft}
      overdue={c.deadlines.overdue}
      label={returned ? tl(t, L.dueAt) : undefined}
      testId={`queue-due-${c.id}`}
    />
  );
  if (!returned) return decision;
  return (
    <Flex vertical gap={4}>
      <Deadline
        at={hearing ? (c.hearing?.answerDueAt ?? null) : c.correctionsDueAt}
        daysLeft={c.deadlines.correctionsDaysLeft}
        overdue={c.deadlines.correctionsOverdue}
        label={tl(t, hearing ? L.hearingDueAt : L.correctionsDueAt)}
        answer
        testId={`queue-corrections-${c.id}`}
      />
      {decision}
    </Flex>
  );
}

/**
 * `/web_portal_processing/case_queue`: the officer's queue of submitted cases, paged on the server, overdue ones
 * first (highlighted) then the oldest submission; filters by kind, status, assignee, age, overdue and number;
 * each row opens the case's view page, where the officer acts on it.
 */
export function CaseQueueScreen() {
  const { t } = useTranslation();
  const title = t('page.web_portal_processing_case_queue', 'Case queue');
  useDocumentTitle(title);
  const { page, count, sort, filters, update } = useQueueState();
  const queue = useCaseQueue({ page, count, sort, filters });
  // A search looks in every status when none is chosen: said, so that a closed case found is no surprise.
  const searchingAll = !filters.status && defaultQueueStatus(filters) === 'ALL';
  const narrow = Grid.useBreakpoint().md === false;
  const rows = queue.data?.content ?? [];

  const pagination: PaginationProps = {
    current: page,
    pageSize: count,
    total: queue.data?.totalElements ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (n) => t('portal.cases_total', 'Cases: {{count}}', { count: n }),
    onChange: (nextPage, nextCount) => update({ page: nextCount === count ? nextPage : 1, count: nextCount }),
    size: narrow ? 'small' : undefined,
  };
  const numberLink = (c: QueuedCase) => (
    <Link to={viewPath(c)} data-testid={`queue-link-${c.id}`}>
      {c.number}
    </Link>
  );
  const assignee = (c: QueuedCase) => c.assignedOfficer?.username ?? '—';

  // What the officer sorts by comes first (number, status, due); every column fits a 1366 px screen (the subject and
  // the filer are cut, their whole text in the tooltip), and each sorts on the server.
  const sorted = (key: QueueSortKey) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });
  const columns: ColumnsType<QueuedCase> = [
    {
      ...sorted('number'),
      title: t('portal.case_number', 'Case number'),
      render: (_v, c) => <span style={{ whiteSpace: 'nowrap' }}>{numberLink(c)}</span>,
    },
    {
      ...sorted('status'),
      title: t('portal.status', 'Status'),
      render: (_v, c) => (
        <Flex gap={4} wrap>
          <CaseStatusTag status={c.caseStatus} />
          <AnsweredTag c={c} />
        </Flex>
      ),
    },
    { ...sorted('dueAt'), title: t('portal.due', 'Due'), render: (_v, c) => <DueCell c={c} /> },
    {
      // The subject, and the kind and whom the case is about below it.
      ...sorted('subject'),
      title: t('portal.subject', 'Subject'),
      render: (_v, c) => (
        <Flex vertical>
          <ClippedText text={c.subject} width={150} />
          <Typography.Text type="secondary">
            <ClippedText text={`${t(...CASE_TYPE_LABEL[c.caseType])} · ${aboutName(c)}`} width={150} />
          </Typography.Text>
        </Flex>
      ),
    },
    {
      ...sorted('filer'),
      title: t('portal.processing.filer', 'Filed by'),
      render: (_v, c) => <ClippedText text={c.filer.name || c.filer.username} width={110} />,
    },
    {
      ...sorted('submittedAt'),
      title: t('portal.submitted_at', 'Submitted'),
      render: (_v, c) => <span style={{ whiteSpace: 'nowrap' }}>{day(c.submittedAt)}</span>,
    },
    {
      ...sorted('assignee'),
      title: t('portal.processing.assignee', 'Taken by'),
      render: (_v, c) => <ClippedText text={assignee(c)} width={100} />,
    },
    {
      key: '_actions',
      title: <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>,
      align: 'right',
      fixed: 'right',
      render: (_v, c) => (
        <Tooltip title={t('portal.view', 'View')}>
          <LinkButton
            type="text"
            icon={<EyeOutlined />}
            to={viewPath(c)}
            aria-label={`${t('portal.view', 'View')} ${c.number}`}
            data-testid={`queue-view-${c.id}`}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="case-queue">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ScreenTitle>{title}</ScreenTitle>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void queue.refetch()} loading={queue.isFetching}>
            {t('portal.processing.refresh', 'Refresh')}
          </Button>
          <ExportButton path={CASE_QUEUE_EXPORT} sort={sort} filters={filters} name="case-queue" />
        </Space>
      </Flex>
      <QueueFiltersBar filters={filters} onChange={(next) => update({ filters: next })} />
      {searchingAll && (
        <Alert
          type="info"
          showIcon
          message={t('portal.processing.search_all_statuses', 'The search looks in every status.')}
          data-testid="queue-search-all-statuses"
        />
      )}
      {queue.isError && !queue.data ? (
        <LoadFailedResult error={queue.error} onRetry={() => void queue.refetch()} />
      ) : narrow ? (
        <CardList<QueuedCase>
          items={rows}
          itemKey={(c) => c.id}
          loading={queue.isPending}
          pagination={pagination}
          emptyText={t('portal.processing.queue_empty', 'No case waits here.')}
          data-testid="queue-cards"
          renderItem={(c) => (
            <Card
              size="small"
              style={{ width: '100%', borderColor: c.deadlines.overdue ? '#ff4d4f' : undefined }}
              data-overdue={c.deadlines.overdue}
              data-testid={`queue-card-${c.id}`}
            >
              <Flex vertical gap={4}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Typography.Text strong>{numberLink(c)}</Typography.Text>
                  <Flex gap={4} wrap>
                    <CaseStatusTag status={c.caseStatus} />
                    <AnsweredTag c={c} />
                  </Flex>
                </Flex>
                <Typography.Text>
                  {t(...CASE_TYPE_LABEL[c.caseType])} · {c.filer.name || c.filer.username}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {c.subject} · {aboutName(c)}
                </Typography.Text>
                <DueCell c={c} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('portal.submitted_at', 'Submitted')} {day(c.submittedAt)} ·{' '}
                  {t('portal.processing.assignee', 'Taken by')} {assignee(c)}
                </Typography.Text>
              </Flex>
            </Card>
          )}
        />
      ) : (
        <ScrollTable<QueuedCase>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={queue.isPending || (queue.isFetching && queue.isPlaceholderData)}
          pagination={pagination}
          scroll={{ x: 'max-content' }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || Array.isArray(sorter)) return;
            update({ sort: sortParamOf(sorter.columnKey, sorter.order) ?? null });
          }}
          rowClassName={(c) => (c.deadlines.overdue ? 'case-queue-overdue' : '')}
          locale={{ emptyText: t('portal.processing.queue_empty', 'No case waits here.') }}
          data-testid="queue-table"
        />
      )}
    </Flex>
  );
}
