import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseLinkType } from '@portal/contracts/portal-cases';
import { PORTAL_RECORDS_ERROR } from '@portal/contracts/portal-records';
import {
  LINKED_CASE_ERROR,
  MY_DECISION_KINDS,
  MY_DECISION_SORT_KEYS,
  MY_DECISION_STATUSES,
  type MyDecision,
  type MyDecisionKind,
  type MyDecisionStatus,
} from '@portal/contracts/portal-decisions';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useUrlFilters, type UrlFiltersConfig } from '@/shared/lib/url-filters';
import { FilterBar, type FilterField } from '@/shared/portal/filter-bar';
import { FailedResult } from '@/shared/ui/query-state';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { useDownloadDecisionFile } from '../api/download-decision-file';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { ExportButton } from '@/shared/admin-kit/export-button';
import { MY_DECISIONS_EXPORT } from '../api/export-my-decisions';
import { useMyDecisions } from '../api/get-my-decisions';
import { useStartLinkedCase } from '../api/start-linked-case';
import { STATUS_LABEL } from '../components/decision-status-tag';
import { KIND_LABEL, MyDecisionsTable } from '../components/my-decisions-table';

/** The list's filters, page, size and sort live in the address (reload, shared link, Back). */
const LIST_URL: UrlFiltersConfig<'kind' | 'status'> = {
  filters: { kind: MY_DECISION_KINDS, status: MY_DECISION_STATUSES },
  pageSizes: [10, 20, 50],
  sortKeys: MY_DECISION_SORT_KEYS,
};

/**
 * `/web_portal/my_decisions`: the register of the caller's decisions, authorizations, licences, BTIs and movement
 * certificates, paged, sorted and filtered by kind and status on the server (ADR 0078).
 */
export function MyDecisionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const title = t('myDecisions.title', 'My decisions');
  useDocumentTitle(title);
  const listState = useUrlFilters(LIST_URL);
  const { page, count, sort } = listState;
  const kind = listState.filters.kind as MyDecisionKind | undefined;
  const status = listState.filters.status as MyDecisionStatus | undefined;
  const list = useMyDecisions({ page, count, sort, kind, status });
  const download = useDownloadDecisionFile();
  const filtered = listState.active;
  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'kind',
      label: t('myDecisions.kind', 'Kind'),
      placeholder: t('myDecisions.anyKind', 'All kinds'),
      options: MY_DECISION_KINDS.map((value) => ({ value, label: t(...KIND_LABEL[value]) })),
      testId: 'decisions-kind-filter',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('myDecisions.status', 'Status'),
      placeholder: t('myDecisions.anyStatus', 'All statuses'),
      options: MY_DECISION_STATUSES.map((value) => ({ value, label: t(...STATUS_LABEL[value]) })),
      testId: 'decisions-status-filter',
    },
  ];
  const navigate = useNavigate();
  const start = useStartLinkedCase();
  const [starting, setStarting] = useState<string | undefined>();

  const onStart = (decision: MyDecision, link: CaseLinkType) => {
    setStarting(`${decision.key}-${link}`);
    start.mutate(
      { kind: decision.kind, recordId: Number(decision.key.slice(decision.kind.length + 1)), link },
      {
        onSuccess: (started) => void navigate(started.path),
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409) return;
          const number = typeof error.body.number === 'string' ? error.body.number : '';
          notify.error({
            title: t('error', 'Error'),
            description:
              error.key === LINKED_CASE_ERROR.openLinkedCase
                ? t(LINKED_CASE_ERROR.openLinkedCase, {
                    defaultValue: 'Case {{number}}, started from this decision the same way, is still open.',
                    number,
                  })
                : error.key === PORTAL_RECORDS_ERROR.decisionDuplicate
                  ? t(
                      PORTAL_RECORDS_ERROR.decisionDuplicate,
                      'Another open complaint of yours is already about this decision.',
                    )
                  : t(LINKED_CASE_ERROR.notLinkable, 'This can no longer be started from this document.'),
          });
          void list.refetch();
        },
        onSettled: () => setStarting(undefined),
      },
    );
  };

  const onDownload = (decision: MyDecision) => {
    if (!decision.file) return;
    download.mutate(decision.file, {
      onError: () => void message.error(t('myDecisions.loadError', 'The decisions could not be loaded.')),
    });
  };

  let body: React.ReactNode;
  if (list.isError && !list.data) {
    body = (
      <FailedResult
        title={t('myDecisions.loadError', 'The decisions could not be loaded.')}
        onRetry={() => list.refetch()}
        testId="decisions-error"
      />
    );
  } else if (list.data && list.data.totalElements === 0) {
    body = filtered ? (
      <Empty
        description={t('myDecisions.emptyFiltered', 'No decision matches the filters.')}
        data-testid="decisions-empty-filtered"
      >
        <Button onClick={listState.clearFilters}>{t('admin.clear_filters', 'Clear filters')}</Button>
      </Empty>
    ) : (
      <Empty description={t('myDecisions.empty', 'You have no decisions yet.')} data-testid="decisions-empty" />
    );
  } else {
    body = (
      <MyDecisionsTable
        rows={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={page}
        count={count}
        loading={list.isFetching}
        sort={sort}
        onPage={listState.setPage}
        onSort={listState.setSort}
        onDownload={onDownload}
        onStart={onStart}
        starting={starting}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="my-decisions">
      <ScreenHeading
        title={title}
        text={t(
          'myDecisions.intro',
          'The decisions, authorizations, licences, binding tariff information, certificates and granted applications for action (intellectual property) issued to you or on your cases.',
        )}
      >
        <Space wrap>
          <Tooltip title={t('admin.refresh', 'Refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('admin.refresh', 'Refresh')}
              onClick={() => void list.refetch()}
              loading={list.isFetching && !list.isLoading}
            />
          </Tooltip>
          <ExportButton path={MY_DECISIONS_EXPORT} sort={sort} filters={listState.filters} name="my-decisions" />
        </Space>
      </ScreenHeading>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={16}>
          <FilterBar
            fields={fields}
            values={listState.filters}
            onChange={(name, value) => listState.setFilter(name as 'kind' | 'status', value)}
            onClear={listState.clearFilters}
            active={listState.active}
            testId="decisions-filters"
          />
          {body}
        </Flex>
      </Card>
    </Flex>
  );
}
