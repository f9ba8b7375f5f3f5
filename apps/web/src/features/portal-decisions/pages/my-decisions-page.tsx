import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CaseLinkType } from '@portal/contracts/portal-cases';
import { PORTAL_RECORDS_ERROR } from '@portal/contracts/portal-records';
import {
  LINKED_CASE_ERROR,
  MY_DECISION_KINDS,
  MY_DECISION_STATUSES,
  type MyDecision,
  type MyDecisionKind,
  type MyDecisionStatus,
} from '@portal/contracts/portal-decisions';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { FailedResult } from '@/shared/ui/query-state';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { useDownloadDecisionFile } from '../api/download-decision-file';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { useMyDecisions } from '../api/get-my-decisions';
import { useStartLinkedCase } from '../api/start-linked-case';
import { STATUS_LABEL } from '../components/decision-status-tag';
import { KIND_LABEL, MyDecisionsTable } from '../components/my-decisions-table';

/**
 * `/web_portal/my_decisions`: the register of the caller's decisions, authorizations, licences, BTIs and movement
 * certificates, paged, sorted and filtered by kind and status on the server (ADR 0078).
 */
export function MyDecisionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const title = t('myDecisions.title', 'My decisions');
  useDocumentTitle(title);
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(10);
  const [sort, setSort] = useState<string | undefined>();
  const [kind, setKind] = useState<MyDecisionKind | undefined>();
  const [status, setStatus] = useState<MyDecisionStatus | undefined>();
  const list = useMyDecisions({ page, count, sort, kind, status });
  const download = useDownloadDecisionFile();
  const filtered = kind !== undefined || status !== undefined;
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
        <Button
          onClick={() => {
            setKind(undefined);
            setStatus(undefined);
            setPage(1);
          }}
        >
          {t('admin.clear_filters', 'Clear filters')}
        </Button>
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
        onPage={(nextPage, nextCount) => {
          setPage(nextCount === count ? nextPage : 1);
          setCount(nextCount);
        }}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
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
          'The decisions, authorizations, licences, binding tariff information and certificates issued to you or on your cases.',
        )}
      >
        <Tooltip title={t('admin.refresh', 'Refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('admin.refresh', 'Refresh')}
            onClick={() => void list.refetch()}
            loading={list.isFetching && !list.isLoading}
          />
        </Tooltip>
      </ScreenHeading>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={16}>
          <Flex gap={8} wrap>
            <Select<MyDecisionKind>
              allowClear
              style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 320 }}
              placeholder={t('myDecisions.anyKind', 'All kinds')}
              aria-label={t('myDecisions.filterKind', 'Filter by kind')}
              value={kind}
              onChange={(value) => {
                setKind(value);
                setPage(1);
              }}
              options={MY_DECISION_KINDS.map((value) => ({ value, label: t(...KIND_LABEL[value]) }))}
              data-testid="decisions-kind-filter"
            />
            <Select<MyDecisionStatus>
              allowClear
              style={{ minWidth: 180, flex: '1 1 180px', maxWidth: 260 }}
              placeholder={t('myDecisions.anyStatus', 'All statuses')}
              aria-label={t('myDecisions.filterStatus', 'Filter by status')}
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              options={MY_DECISION_STATUSES.map((value) => ({ value, label: t(...STATUS_LABEL[value]) }))}
              data-testid="decisions-status-filter"
            />
          </Flex>
          {body}
        </Flex>
      </Card>
    </Flex>
  );
}
