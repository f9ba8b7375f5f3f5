import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Typography, type PaginationProps } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@portal/contracts/dates';
import { CASE_KIND_OF_TYPE, type CaseType } from '@portal/contracts/portal-cases';
import type { CaseLinkType } from '@portal/contracts/portal-cases';
import type { MyDecision, MyDecisionKind, MyDecisionSortKey } from '@portal/contracts/portal-decisions';
import { paths } from '@/shared/config/paths';
import { CardList } from '@/shared/ui/card-list';
import { sortOrderOf, sortParamOf } from '@/shared/portal/day-range-filter';
import { DecisionStatusTag } from './decision-status-tag';

export const KIND_LABEL: Record<MyDecisionKind, [string, string]> = {
  DECISION: ['myDecisions.kind.DECISION', 'Decision'],
  AUTHORIZATION: ['myDecisions.kind.AUTHORIZATION', 'Authorization'],
  LICENCE: ['myDecisions.kind.LICENCE', 'Licence'],
  BTI: ['myDecisions.kind.BTI', 'Binding tariff information'],
  MOVEMENT_CERTIFICATE: ['myDecisions.kind.MOVEMENT_CERTIFICATE', 'Movement certificate'],
  IPR_APPLICATION: ['myDecisions.kind.IPR_APPLICATION', 'Application for action (IPR)'],
};

type Props = {
  rows: MyDecision[];
  total: number;
  page: number;
  count: number;
  loading: boolean;
  sort?: string;
  onPage: (page: number, count: number) => void;
  onSort: (sort: string | undefined) => void;
  onDownload: (decision: MyDecision) => void;
  /** Starts an amendment, a renewal or a complaint of a document (its `actions`); `starting`: the key of the one under way. */
  onStart: (decision: MyDecision, link: CaseLinkType) => void;
  starting?: string;
};

export const LINK_ACTION_LABEL: Record<CaseLinkType, [string, string]> = {
  AMEND: ['myDecisions.requestAmendment', 'Request amendment'],
  RENEW: ['myDecisions.renew', 'Renew'],
  COMPLAINT: ['myDecisions.fileComplaint', 'File a complaint'],
};

/** Each button's accessible name, with the document's number. */
const LINK_ACTION_ARIA: Record<CaseLinkType, [string, string]> = {
  AMEND: ['myDecisions.requestAmendmentOf', 'Request amendment of {{number}}'],
  RENEW: ['myDecisions.renewOf', 'Renew {{number}}'],
  COMPLAINT: ['myDecisions.fileComplaintAgainst', 'File a complaint against {{number}}'],
};

const day = (value: string | null) => (value ? formatDay(value) : '—');

/**
 * The caller's documents, one server page at a time: a table on wide screens (kind, number, case, issued, validity,
 * status, PDF, actions; a long kind, a validity's two days and two actions on two lines, so that it fits a 1366 px
 * screen in every language), cards on narrow ones (375 px).
 */
export function MyDecisionsTable({
  rows,
  total,
  page,
  count,
  loading,
  sort,
  onPage,
  onSort,
  onDownload,
  onStart,
  starting,
}: Props) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const pagination: PaginationProps = {
    current: page,
    pageSize: count,
    total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50],
    onChange: onPage,
    size: narrow ? 'small' : undefined,
  };
  const caseLink = (d: MyDecision) =>
    d.portalCase ? (
      <Link
        to={paths.portalViewCase(CASE_KIND_OF_TYPE[d.portalCase.caseType as CaseType], d.portalCase.id)}
        data-testid={`decision-case-${d.key}`}
      >
        {d.portalCase.number}
      </Link>
    ) : (
      '—'
    );
  const validity = (d: MyDecision, twoLines = false) =>
    !d.validTo ? (
      t('myDecisions.noExpiry', 'No expiry')
    ) : !d.validFrom ? (
      day(d.validTo)
    ) : (
      <>
        {`${day(d.validFrom)} – `}
        {twoLines && <br />}
        {day(d.validTo)}
      </>
    );
  const download = (d: MyDecision) =>
    d.file ? (
      <Button
        size="small"
        icon={<FilePdfOutlined />}
        onClick={() => onDownload(d)}
        aria-label={t('myDecisions.downloadOf', { defaultValue: 'Download the PDF of {{number}}', number: d.number })}
        data-testid={`decision-pdf-${d.key}`}
      >
        PDF
      </Button>
    ) : (
      <Typography.Text type="secondary">{t('myDecisions.noFile', 'No PDF')}</Typography.Text>
    );

  const status = (d: MyDecision) => (
    <Flex vertical gap={2} align="flex-start">
      <DecisionStatusTag status={d.status} />
      {d.supersededBy && (
        // "Superseded by" above the number: the status column stays as narrow as its tag.
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('myDecisions.supersededBy', 'Superseded by')} <br />
          <Link
            style={{ whiteSpace: 'nowrap' }}
            to={paths.portalViewCase(CASE_KIND_OF_TYPE[d.supersededBy.caseType as CaseType], d.supersededBy.id)}
            data-testid={`decision-superseded-by-${d.key}`}
          >
            {d.supersededBy.number}
          </Link>
        </Typography.Text>
      )}
    </Flex>
  );
  const actions = (d: MyDecision, stacked = false) =>
    d.actions.length === 0 ? null : (
      <Flex gap={8} wrap vertical={stacked} align={stacked ? 'flex-start' : undefined}>
        {d.actions.map((link) => (
          <Button
            key={link}
            size="small"
            loading={starting === `${d.key}-${link}`}
            disabled={starting !== undefined}
            onClick={() => onStart(d, link)}
            aria-label={t(LINK_ACTION_ARIA[link][0], { defaultValue: LINK_ACTION_ARIA[link][1], number: d.number })}
            data-testid={`decision-${link.toLowerCase()}-${d.key}`}
          >
            {t(...LINK_ACTION_LABEL[link])}
          </Button>
        ))}
      </Flex>
    );

  if (narrow) {
    return (
      <CardList<MyDecision>
        items={rows}
        itemKey={(d) => d.key}
        loading={loading}
        pagination={pagination}
        data-testid="decisions-cards"
        renderItem={(d) => (
          <Card size="small" style={{ width: '100%' }} data-testid={`decision-card-${d.key}`}>
            <Flex vertical gap={4}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {d.number}
                </Typography.Text>
                {status(d)}
              </Flex>
              <Typography.Text>{t(...KIND_LABEL[d.kind])}</Typography.Text>
              <Typography.Text type="secondary">
                {t('myDecisions.case', 'Case')}: {caseLink(d)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('myDecisions.issuedOn', 'Issued on')} {day(d.issuedOn)} · {t('myDecisions.validity', 'Validity')}{' '}
                {validity(d)}
              </Typography.Text>
              <Flex gap={8} wrap>
                {download(d)}
                {actions(d)}
              </Flex>
            </Flex>
          </Card>
        )}
      />
    );
  }

  const sorted = (key: MyDecisionSortKey) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });
  const columns: ColumnsType<MyDecision> = [
    {
      ...sorted('kind'),
      title: t('myDecisions.kind', 'Kind'),
      // A long kind ("Binding tariff information") on two lines.
      render: (_v, d) => <span style={{ display: 'inline-block', maxWidth: 120 }}>{t(...KIND_LABEL[d.kind])}</span>,
    },
    {
      ...sorted('number'),
      title: t('myDecisions.number', 'Number'),
      render: (_v, d) => <span style={{ whiteSpace: 'nowrap' }}>{d.number}</span>,
    },
    {
      ...sorted('caseNumber'),
      title: t('myDecisions.case', 'Case'),
      render: (_v, d) => <span style={{ whiteSpace: 'nowrap' }}>{caseLink(d)}</span>,
    },
    {
      ...sorted('issuedOn'),
      title: t('myDecisions.issuedOn', 'Issued on'),
      render: (_v, d) => <span style={{ whiteSpace: 'nowrap' }}>{day(d.issuedOn)}</span>,
    },
    {
      ...sorted('validTo'),
      title: t('myDecisions.validity', 'Validity'),
      // From and to on two lines.
      render: (_v, d) => <span style={{ whiteSpace: 'nowrap' }}>{validity(d, true)}</span>,
    },
    {
      ...sorted('status'),
      title: t('myDecisions.status', 'Status'),
      render: (_v, d) => status(d),
    },
    { key: '_file', title: t('myDecisions.document', 'Document'), render: (_v, d) => download(d) },
    // One action under the other (an amendment and a renewal).
    { key: '_actions', title: t('myDecisions.actions', 'Actions'), render: (_v, d) => actions(d, true) },
  ];
  return (
    <ScrollTable<MyDecision>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        onSort(sortParamOf(sorter.columnKey, sorter.order));
      }}
      data-testid="decisions-table"
    />
  );
}
