import { BarsOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { Card, Flex, Grid, Input, Pagination, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts/paging';
import type { PublicAuctionList } from '@portal/contracts/public-auctions';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { usePublicAuctions } from '../../api/get-public-auctions';
import { useAuctionStatusFeed } from '../../api/use-auction-status-feed';
import { positiveIntParam, useListUrl } from '../../lib/url-params';
import { AuctionGrid } from './auction-grid';
import { AuctionTimeline } from './auction-timeline';
import './public-auctions.css';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const TITLES: Record<PublicAuctionList, [string, string]> = {
  published: ['page.user_auctions_published_auctions', 'Published auctions'],
  running: ['page.user_auctions_running_auctions', 'Running auctions'],
  finished: ['page.user_auctions_finished_auctions', 'Finished auctions'],
};

const EMPTY: Record<PublicAuctionList, [string, string]> = {
  published: ['public_auction.published_empty', 'No auction is published at the moment.'],
  running: ['public_auction.running_empty', 'No auction is running at the moment.'],
  finished: ['public_auction.finished_empty', 'No auction has finished yet.'],
};

type View = 'list' | 'timeline';

/**
 * `/user_auctions/published_auctions`, `running_auctions`, `finished_auctions`: the auctions of a public
 * list, ten a page, searchable by number, as cards or on a timeline; page, search and view live in the
 * address. Statuses are live: an auction that starts leaves "published" and enters "running".
 */
export function PublicAuctionsScreen({ list }: { list: PublicAuctionList }) {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().sm === false;
  const viewLabel = (text: string) => (narrow ? <span className="visually-hidden">{text}</span> : text);
  const title = t(...TITLES[list]);
  useDocumentTitle(title);
  useAuctionStatusFeed();
  const url = useListUrl({ page: '1', view: 'list', number: '' });
  const page = positiveIntParam(url.get('page'), 1);
  const number = (url.get('number') ?? '').trim();
  const view: View = url.get('view') === 'timeline' ? 'timeline' : 'list';
  const query = usePublicAuctions(list, { page, count: DEFAULT_PAGE_SIZE, number: number || undefined });
  const total = query.data?.totalElements ?? 0;
  const content = query.data?.content;
  const empty =
    page > 1 && total > 0
      ? t('public_auction.page_empty', 'There is nothing on this page.')
      : number
        ? t('public_auction.search_empty', 'No auction number contains "{{number}}".', { number })
        : t(...EMPTY[list]);

  return (
    <Flex vertical gap={16} data-testid={`public-auctions-${list}`}>
      <Card className="public-card">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <ScreenTitle>{title}</ScreenTitle>
          <Flex gap={8} align="center" style={{ minWidth: 0, maxWidth: '100%' }}>
            <Input.Search
              key={number}
              defaultValue={number}
              allowClear
              placeholder={t('public_auction.search_number', 'Auction number')}
              aria-label={t('public_auction.search_number', 'Auction number')}
              onSearch={(value) => url.set({ number: value.trim(), page: 1 })}
              style={{ width: 220, maxWidth: '100%', minWidth: 0 }}
              data-testid="public-auctions-search"
            />
            <Segmented<View>
              value={view}
              onChange={(value) => url.set({ view: value }, true)}
              aria-label={t('public_auction.view', 'View')}
              options={[
                {
                  value: 'list',
                  icon: <BarsOutlined aria-hidden />,
                  label: viewLabel(t('public_auction.view_list', 'List')),
                },
                {
                  value: 'timeline',
                  icon: <FieldTimeOutlined aria-hidden />,
                  label: viewLabel(t('public_auction.view_timeline', 'Timeline')),
                },
              ]}
              data-testid="public-auctions-view"
            />
          </Flex>
        </Flex>
      </Card>
      <Card className="public-card">
        {view === 'timeline' && content && content.length > 0 ? (
          <AuctionTimeline auctions={content} />
        ) : (
          <AuctionGrid
            auctions={content}
            pending={query.isPending}
            onRetry={() => void query.refetch()}
            fetching={query.isFetching && !query.isPending}
            skeletons={4}
            empty={empty}
            testId="public-auction-grid"
          />
        )}
        {total > DEFAULT_PAGE_SIZE && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination
              current={page}
              pageSize={DEFAULT_PAGE_SIZE}
              total={total}
              onChange={(next) => url.set({ page: next })}
              showSizeChanger={false}
              showTotal={(count) => t('admin.total', 'Total: {{count}}', { count })}
              data-testid="public-auctions-pagination"
            />
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
