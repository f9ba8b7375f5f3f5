import { ScreenHeading } from '@/shared/ui/screen-heading';
import { FailedResult } from '@/shared/ui/query-state';
import { DownOutlined, InfoCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Flex, Space, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ANY_SUB_TYPE, CASE_LIST_FILTERS, CASE_LIST_SORT_KEYS, type PortalCase } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import { useUrlFilters, type UrlFiltersConfig } from '@/shared/lib/url-filters';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/link-button';
import { useCaseFilters } from '@/shared/portal/get-case-filters';
import { ExportButton } from '@/shared/admin-kit/export-button';
import { OWN_CASES_EXPORT } from '../api/export-own-cases';
import { useOwnCases } from '../api/get-own-cases';
import { caseKeys } from '@/shared/portal/query-keys';
import { AVAILABLE_CASE_TYPES, CASE_TYPE_LABEL, kindOf } from '@/shared/portal/case-kinds';
import { CaseConfirmDialog, type CaseConfirmAction, type CaseSteps } from './case-confirm-dialog';
import { CaseFiltersBar } from './case-filters-bar';
import type { RowAction } from './case-row-actions';
import { CasesTable } from './cases-table';

/** The list's page, size, sort and filters live in the address (reload, shared link, Back). */
const LIST_URL: UrlFiltersConfig<(typeof CASE_LIST_FILTERS)[number]> = {
  filters: Object.fromEntries(CASE_LIST_FILTERS.map((name) => [name, () => true])) as Record<
    (typeof CASE_LIST_FILTERS)[number],
    () => boolean
  >,
  defaults: { subType: String(ANY_SUB_TYPE) },
  pageSizes: [10, 20, 50],
  sortKeys: CASE_LIST_SORT_KEYS,
};

/** The "New case" menu: the kinds a filer creates now. */
function NewCaseMenu({ testId = 'new-case' }: { testId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: AVAILABLE_CASE_TYPES.map((type) => ({
          key: type,
          label: t(...CASE_TYPE_LABEL[type]),
          'data-testid': `${testId}-${kindOf(type)}`,
        })),
        onClick: ({ key }) =>
          void navigate(paths.portalCreateCase(kindOf(key as (typeof AVAILABLE_CASE_TYPES)[number]))),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />} data-testid={testId}>
        <Space size={4}>
          {t('portal.new_case', 'New case')}
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}

/**
 * `/web_portal/web_portal_home_page` (spec §2 "Home page"): the caller's cases, paged and filtered on the server,
 * each with its actions: view, edit, submit (asks first, then opens the case's view), cancel (asks first, then the
 * list reloads) and the forum dialog; a menu to create a case of each kind available now.
 */
export function CasesHome({
  ForumDialog,
  steps,
  inCompany = false,
}: {
  /** The forum feature's dialog of a case's messages (handed in by the app layer). */
  ForumDialog: ComponentType<{ portalCase: PortalCase; open: boolean; onClose: () => void }>;
  steps: CaseSteps;
  /** The user belongs to a company: the list holds the company's cases too, and says so. */
  inCompany?: boolean;
}) {
  const { t } = useTranslation();
  const title = t('page.web_portal_web_portal_home_page', 'My cases');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listState = useUrlFilters(LIST_URL);
  const { page, count, sort, filters } = listState;
  const list = useOwnCases({ page, count, sort, filters });
  const options = useCaseFilters();
  const [confirming, setConfirming] = useState<{ portalCase: PortalCase; action: CaseConfirmAction } | null>(null);
  const [forumOf, setForumOf] = useState<PortalCase | null>(null);
  const rows = list.data?.content ?? [];
  const filtered = listState.active;

  const onAction = (portalCase: PortalCase, action: RowAction) => {
    if (action === 'forum') setForumOf(portalCase);
    else setConfirming({ portalCase, action });
  };

  let body: React.ReactNode;
  if (list.isError && !list.data) {
    body = (
      <FailedResult
        title={t('portal.cases_load_failed', 'Your cases could not be loaded.')}
        onRetry={() => list.refetch()}
        testId="cases-error"
      />
    );
  } else if (list.data && list.data.totalElements === 0) {
    body = filtered ? (
      <Empty
        description={t('portal.cases_none_filtered', 'No case matches the filters.')}
        data-testid="cases-empty-filtered"
      >
        <Button onClick={listState.clearFilters}>{t('admin.clear_filters', 'Clear filters')}</Button>
      </Empty>
    ) : (
      <Empty
        style={{ padding: '32px 0' }}
        description={t('portal.cases_none', 'You have no case yet. Start one, or read how cases work first.')}
        data-testid="cases-empty"
      >
        <Flex gap={8} justify="center" wrap>
          <NewCaseMenu testId="empty-new-case" />
          <LinkButton to={paths.portalWelcome} icon={<InfoCircleOutlined />}>
            {t('portal.how_it_works', 'How it works')}
          </LinkButton>
        </Flex>
      </Empty>
    );
  } else {
    body = (
      <CasesTable
        rows={rows}
        total={list.data?.totalElements ?? 0}
        page={page}
        count={count}
        loading={list.isFetching}
        onPage={listState.setPage}
        onAction={onAction}
        sort={sort}
        onSort={listState.setSort}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="cases-home">
      <ScreenHeading
        title={title}
        text={
          inCompany
            ? t('portal.home_text', 'The cases you filed with the customs office, and those of your company.')
            : t('portal.home_text_own', 'The cases you filed with the customs office.')
        }
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
          <LinkButton to={paths.portalWelcome} icon={<InfoCircleOutlined />}>
            {t('portal.how_it_works', 'How it works')}
          </LinkButton>
          <ExportButton path={OWN_CASES_EXPORT} sort={sort} filters={filters} name="my-cases" />
          <NewCaseMenu />
        </Space>
      </ScreenHeading>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={16}>
          <CaseFiltersBar
            options={options.data}
            values={filters}
            onChange={listState.setFilters}
            onClear={listState.clearFilters}
            active={listState.active}
          />
          {body}
        </Flex>
      </Card>
      {confirming && (
        <CaseConfirmDialog
          action={confirming.action}
          portalCase={confirming.portalCase}
          steps={steps}
          onClose={() => setConfirming(null)}
          onDone={() => {
            const { portalCase, action } = confirming;
            setConfirming(null);
            // After a submit the case's view page; after a cancel the list again (spec §2).
            if (action === 'submit') void navigate(paths.portalViewCase(kindOf(portalCase.caseType), portalCase.id));
            else void queryClient.invalidateQueries({ queryKey: caseKeys.lists });
          }}
        />
      )}
      {forumOf && <ForumDialog portalCase={forumOf} open onClose={() => setForumOf(null)} />}
    </Flex>
  );
}
