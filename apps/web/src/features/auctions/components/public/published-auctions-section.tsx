import { ArrowRightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { Heading, Panel } from '@/shared/ui/surface';
import { usePublicAuctions } from '../../api/get-public-auctions';
import { AuctionGrid } from './auction-grid';

/** How many published auctions the home page shows before "all published auctions". */
export const HOME_PUBLISHED_COUNT = 6;

/** `/`: the first published auctions (upcoming, by start) with a link to the whole list. */
export function PublishedAuctionsSection() {
  const { t } = useTranslation();
  const query = usePublicAuctions('published', { page: 1, count: HOME_PUBLISHED_COUNT });
  const total = query.data?.totalElements ?? 0;
  return (
    <Panel className="public-section" data-testid="home-published-auctions">
      <section aria-labelledby="home-published-heading">
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Heading level={2} id="home-published-heading" style={{ margin: 0, fontSize: 20 }}>
            {t('public_auction.published_title', 'Published auctions')}
          </Heading>
          <LinkButton
            type="link"
            to={paths.publishedAuctions}
            icon={<ArrowRightOutlined aria-hidden />}
            iconPosition="end"
            data-testid="all-published-auctions"
          >
            {total > HOME_PUBLISHED_COUNT
              ? t('public_auction.all_published_count', 'All published auctions ({{count}})', { count: total })
              : t('public_auction.all_published', 'All published auctions')}
          </LinkButton>
        </Flex>
        <AuctionGrid
          auctions={query.data?.content}
          pending={query.isPending}
          onRetry={() => void query.refetch()}
          fetching={query.isFetching && !query.isPending}
          empty={t('public_auction.published_empty', 'No auction is published at the moment.')}
          testId="published-auction-grid"
        />
      </section>
    </Panel>
  );
}
