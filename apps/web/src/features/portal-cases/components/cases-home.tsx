import { ScreenHeading } from '@/shared/ui/screen-heading';
import { FailedResult } from '@/shared/ui/query-state';
import { DownOutlined, InfoCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Flex, Space, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ANY_SUB_TYPE, CASE_LIST_FILTERS, CASE_LIST_SORT_KEYS, type PortalCase } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/link-button';
import { useCaseFilters } from '@/shared/portal/get-case-filters';
import { useOwnCases } from '../api/get-own-cases';
import { caseKeys } from '@/shared/portal/query-keys';
import { AVAILABLE_CASE_TYPES, CASE_TYPE_LABEL, kindOf } from '@/shared/portal/case-kinds';
import { CaseConfirmDialog, type CaseConfirmAction, type CaseSteps } from './case-confirm-dialog';
import { CaseFiltersBar, type CaseFilters } from './case-filters-bar';
import type { RowAction } from './case-row-actions';
import { CasesTable } from './cases-table';

const PAGE_SIZES = [10, 20, 50];
const SORT_PATTERN = new RegExp(`^(${CASE_LIST_SORT_KEYS.join('|')}),(asc|desc)$`);

/** The list's page, size, sort and filters live in the address (back button, shared link). */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('count'));
  const count = PAGE_SIZES.includes(asked) ? asked : PAGE_SIZES[0];
  const askedSort = params.get('sort') ?? '';
  const sort = SORT_PATTERN.test(askedSort) ? askedSort : undefined;
  const filters: CaseFilters = { subType: String(ANY_SUB_TYPE) };
  for (const name of CASE_LIST_FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const update = (next: { page?: number; count?: number; filters?: CaseFilters; sort?: string | null }) => {
    const out = new URLSearchParams();
    const nextSort = next.sort === undefined ? sort : next.sort;
    if (nextSort) out.set('sort', nextSort);
    const nextFilters = next.filters ?? filters;
    for (const [name, value] of Object.entries(nextFilters)) {
      if (value && !(name === 'subType' && value === String(ANY_SUB_TYPE))) out.set(name, value);
    }
    const nextPage = next.page ?? page;
    const nextCount = next.count ?? count;
    if (nextPage > 1) out.set('page', String(nextPage));
    if (nextCount !== PAGE_SIZES[0]) out.set('count', String(nextCount));
    setParams(out, { replace: true });
  };
  return { page, count, sort, filters, update };
}

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
  const { page, count, sort, filters, update } = useListState();
  const list = useOwnCases({ page, count, sort, filters });
  const options = useCaseFilters();
  const [confirming, setConfirming] = useState<{ portalCase: PortalCase; action: CaseConfirmAction } | null>(null);
  const [forumOf, setForumOf] = useState<PortalCase | null>(null);
  const rows = list.data?.content ?? [];
  const filtered = Object.entries(filters).some(
    ([name, v]) => v && !(name === 'subType' && v === String(ANY_SUB_TYPE)),
  );

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
        <Button onClick={() => update({ page: 1, filters: { subType: String(ANY_SUB_TYPE) } })}>
          {t('admin.clear_filters', 'Clear filters')}
        </Button>
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
        onPage={(nextPage, nextCount) => update({ page: nextCount === count ? nextPage : 1, count: nextCount })}
        onAction={onAction}
        sort={sort}
        onSort={(next) => update({ page: 1, sort: next ?? null })}
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
          <NewCaseMenu />
        </Space>
      </ScreenHeading>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={16}>
          <CaseFiltersBar
            options={options.data}
            values={filters}
            onChange={(next) => update({ page: 1, filters: next })}
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
