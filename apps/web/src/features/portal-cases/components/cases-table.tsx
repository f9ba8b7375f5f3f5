import { Card, Flex, Grid, Typography, type PaginationProps, Tag } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@portal/contracts/multilingual';
import { caseShowsDeadline, type CaseListSortKey, type PortalCase } from '@portal/contracts/portal-cases';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDate, formatDateTime } from '@/shared/lib/business-time';
import { CardList } from '@/shared/ui/card-list';
import { CASE_TYPE_LABEL, caseScreenOf } from '@/shared/portal/case-kinds';
import { CaseRowActions, type RowAction } from './case-row-actions';
import { CaseStatusTag } from '@/shared/portal/case-status-tag';
import { ClippedText } from '@/shared/portal/clipped-text';
import { aboutName } from '@/shared/portal/case-kinds';
import { sortOrderOf, sortParamOf } from '@/shared/portal/day-range-filter';

type CasesTableProps = {
  rows: PortalCase[];
  total: number;
  page: number;
  count: number;
  loading: boolean;
  onPage: (page: number, count: number) => void;
  onAction: (portalCase: PortalCase, action: RowAction) => void;
  /** The server's sort (`key,asc|desc`), and a change of it by a column's header (undefined: the default). */
  sort?: string;
  onSort?: (sort: string | undefined) => void;
};

/**
 * A header over a cell of two lines, on two lines too ("Created /", "Submitted"): the table is as wide as its widest
 * content, and a header on one line was wider than the dates under it.
 */
const twoLines = (first: string, second: string) => (
  <span style={{ whiteSpace: 'nowrap' }}>
    {`${first} / `}
    <br />
    {second}
  </span>
);

const day = (value: string | null) => (value ? formatDate(value) : '—');
/** While returned for corrections, the filer's own deadline; otherwise the decision's; none once final. */
const dueOf = (c: PortalCase) => (caseShowsDeadline(c.caseStatus) ? (c.correctionsDueAt ?? c.dueAt) : null);

/**
 * The home page's cases, one server page at a time: a table on wide screens, cards on narrow ones (375 px), with
 * number, kind, sub-type, who the case is about, status, created and submitted, due, and the row's actions.
 */
export function CasesTable({ rows, total, page, count, loading, onPage, onAction, sort, onSort }: CasesTableProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const subType = (c: PortalCase) => (c.subType ? localized(c.subType, 'label', currentLanguage) : '—');
  const pagination: PaginationProps = {
    current: page,
    pageSize: count,
    total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50],
    showTotal: (n) => t('portal.cases_total', 'Cases: {{count}}', { count: n }),
    onChange: onPage,
    size: narrow ? 'small' : undefined,
  };
  const numberLink = (c: PortalCase) => (
    <Link to={caseScreenOf(c)} data-testid={`case-link-${c.id}`}>
      {c.number}
    </Link>
  );

  if (narrow) {
    return (
      <CardList<PortalCase>
        items={rows}
        itemKey={(c) => c.id}
        loading={loading}
        pagination={pagination}
        data-testid="cases-cards"
        renderItem={(c) => (
          <Card size="small" style={{ width: '100%' }} data-testid={`case-card-${c.id}`}>
            <Flex vertical gap={4}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong>{numberLink(c)}</Typography.Text>
                <CaseStatusTag status={c.caseStatus} />
              </Flex>
              <Typography.Text>
                {t(...CASE_TYPE_LABEL[c.caseType])} · {subType(c)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                {c.subject} · {aboutName(c)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('portal.created_at', 'Created')} {day(c.createdAt)} · {t('portal.submitted_at', 'Submitted')}{' '}
                {day(c.submittedAt)}
                {!caseShowsDeadline(c.caseStatus)
                  ? ''
                  : c.correctionsDueAt
                    ? ` · ${t('portal.corrections_due_at', 'Answer the request by')} ${day(c.correctionsDueAt)}`
                    : c.dueAt
                      ? ` · ${t('portal.due_at', 'Decision due')} ${day(c.dueAt)}`
                      : ''}
              </Typography.Text>
              <CaseRowActions portalCase={c} onAction={(action) => onAction(c, action)} />
            </Flex>
          </Card>
        )}
      />
    );
  }

  // The status comes right after the number; the kind and its sub-type share a cell (headed on two lines, as the
  // subject's and the days'), and a long subject or name is cut (its whole text in the tooltip), so that every column
  // fits a 1366 px screen beside a row with all five actions, in every language. Each column sorts on the server.
  const sorted = (key: CaseListSortKey) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });
  const columns: ColumnsType<PortalCase> = [
    {
      ...sorted('number'),
      title: t('portal.case_number', 'Case number'),
      render: (_v, c) => <span style={{ whiteSpace: 'nowrap' }}>{numberLink(c)}</span>,
    },
    {
      ...sorted('status'),
      title: t('portal.status', 'Status'),
      render: (_v, c) => <CaseStatusTag status={c.caseStatus} />,
    },
    {
      ...sorted('caseType'),
      title: twoLines(t('portal.case_kind', 'Kind'), t('portal.sub_type', 'Sub-type')),
      render: (_v, c) => (
        <Flex vertical>
          <span>{t(...CASE_TYPE_LABEL[c.caseType])}</span>
          <Typography.Text type="secondary">{subType(c)}</Typography.Text>
        </Flex>
      ),
    },
    {
      // The subject, and whom the case is about below it.
      ...sorted('subject'),
      title: twoLines(t('portal.subject', 'Subject'), t('portal.about', 'About')),
      render: (_v, c) => (
        <Flex vertical>
          <ClippedText text={c.subject} width={136} />
          <Typography.Text type="secondary">
            <ClippedText text={aboutName(c)} width={136} />
          </Typography.Text>
          {c.filedForYou && (
            // Clipped like the subject (the broker's whole name in the tooltip), so the column keeps its width.
            <Tag color="purple" data-testid={`case-filed-for-you-${c.id}`} style={{ marginInlineEnd: 0 }}>
              <ClippedText
                text={t('portal.filed_for_you_by', { defaultValue: 'Filed for you by {{name}}', name: c.filer.name })}
                width={120}
              />
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      ...sorted('dueAt'),
      title: t('portal.due', 'Due'),
      render: (_v, c) => <span style={{ whiteSpace: 'nowrap' }}>{day(dueOf(c))}</span>,
    },
    {
      // Created, and submitted below it; sorted by the submission (a draft's creation is in the Created filter).
      ...sorted('submittedAt'),
      title: twoLines(t('portal.created_at', 'Created'), t('portal.submitted_at', 'Submitted')),
      render: (_v, c) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span title={formatDateTime(c.createdAt)}>{day(c.createdAt)}</span>
          <Typography.Text type="secondary">{day(c.submittedAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: '_actions',
      title: <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>,
      align: 'right',
      fixed: 'right',
      render: (_v, c) => <CaseRowActions portalCase={c} onAction={(action) => onAction(c, action)} />,
    },
  ];
  return (
    <ScrollTable<PortalCase>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        onSort?.(sortParamOf(sorter.columnKey, sorter.order));
      }}
      data-testid="cases-table"
    />
  );
}
