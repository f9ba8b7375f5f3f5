import { Button, Card, Empty, Flex, Grid, Pagination, Radio, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOT_FILTER, LOT_FILTERS } from '@portal/contracts/public-auctions';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { LoadFailedResult } from '@/shared/ui/query-state';
import { useUpcomingLots } from '../../api/get-upcoming-lots';
import { lotFilterFromParam } from '../../lib/lot-filter';
import { positiveIntParam, useListUrl } from '../../lib/url-params';
import { LotCard } from './lot-card';

/** Lots a page on the auction home (a grid of cards: a multiple of 2, 3 and 4 columns). */
export const UPCOMING_LOTS_PAGE_SIZE = 12;

const FILTER_TEXT: Record<(typeof LOT_FILTERS)[number], [string, string]> = {
  1: ['public_auction.filter_all', 'All'],
  2: ['public_auction.filter_upcoming', 'Upcoming'],
  3: ['public_auction.filter_running', 'Running'],
  4: ['public_auction.filter_mine', 'My auctions'],
};

const EMPTY_TEXT: Record<(typeof LOT_FILTERS)[number], [string, string]> = {
  1: ['public_auction.lots_empty_all', 'No auction is upcoming or running at the moment.'],
  2: ['public_auction.lots_empty_upcoming', 'No auction is upcoming at the moment.'],
  3: ['public_auction.lots_empty_running', 'No auction is running at the moment.'],
  4: ['public_auction.lots_empty_mine', 'You have no participation request in an upcoming or running auction.'],
};

/**
 * `/eauction_home`: the lots of upcoming and running auctions with the filters all, upcoming, running
 * and (signed in) my auctions; filter and page live in the address (`?filter=2&page=3`).
 */
export function UpcomingLotsSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const url = useListUrl({ filter: String(LOT_FILTER.ALL), page: '1' });
  const type = lotFilterFromParam(url.get('filter'), signedIn);
  const page = positiveIntParam(url.get('page'), 1);
  const query = useUpcomingLots({ type, page, count: UPCOMING_LOTS_PAGE_SIZE });
  const filters = LOT_FILTERS.filter((f) => f !== LOT_FILTER.MINE || signedIn);
  const total = query.data?.totalElements ?? 0;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="lot-grid" role="status" aria-label={t('generic.loading', 'Loading…')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} size="small">
            <Skeleton.Image active style={{ width: '100%', height: 120 }} />
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = <LoadFailedResult error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.content.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          page > 1 && total > 0
            ? t('public_auction.page_empty', 'There is nothing on this page.')
            : t(...EMPTY_TEXT[type])
        }
        data-testid="upcoming-lots-empty"
      >
        <Flex gap={8} justify="center" wrap>
          {page > 1 && total > 0 && (
            <Button onClick={() => url.set({ page: 1 })}>{t('public_auction.first_page', 'First page')}</Button>
          )}
          {type !== LOT_FILTER.MINE && (
            <LinkButton to={paths.finishedAuctions} data-testid="empty-finished-link">
              {t('public_auction.see_finished', 'See finished auctions')}
            </LinkButton>
          )}
        </Flex>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <div className="lot-grid" aria-busy={query.isFetching} style={{ opacity: query.isFetching ? 0.7 : 1 }}>
          {query.data.content.map((lot) => (
            <LotCard key={lot.id} lot={lot} />
          ))}
        </div>
        <Flex justify="center">
          <Pagination
            current={page}
            pageSize={UPCOMING_LOTS_PAGE_SIZE}
            total={total}
            onChange={(next) => url.set({ page: next })}
            showSizeChanger={false}
            hideOnSinglePage
            showTotal={(count) => t('admin.total', 'Total: {{count}}', { count })}
            data-testid="upcoming-lots-pagination"
          />
        </Flex>
      </Flex>
    );
  }

  return (
    <Card className="public-section" data-testid="upcoming-lots">
      <section aria-labelledby="upcoming-lots-heading">
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
          <Typography.Title level={2} id="upcoming-lots-heading" style={{ margin: 0, fontSize: 20 }}>
            {t('public_auction.lots_title', 'Lots of upcoming and running auctions')}
          </Typography.Title>
          <Radio.Group
            className="lot-filter"
            size={screens.sm === false ? 'small' : 'middle'}
            optionType="button"
            buttonStyle="solid"
            value={type}
            onChange={(event) => url.set({ filter: Number(event.target.value), page: 1 })}
            aria-label={t('public_auction.filter_label', 'Show lots of')}
            options={filters.map((f) => ({ value: f, label: t(...FILTER_TEXT[f]) }))}
            data-testid="lot-filter"
          />
        </Flex>
        {body}
      </section>
    </Card>
  );
}
