import type { ReactNode } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { SanitizedHtml } from '@/shared/rich-text/rich-text-view';
import { LinkButton } from '@/shared/ui/link-button';
import { QueryState } from '@/shared/ui/query-state';
import { usePublicAuction, usePublicAuctionLots } from '../../api/get-public-auction';
import { useMyAuctionRequests } from '../../api/lot-registration';
import { useAuctionStatusFeed } from '../../api/use-auction-status-feed';
import { auctionInstructions } from '../../lib/instructions';
import type { AuctionViewer } from '../../lib/lot-registration';
import { AfterTheAuction } from './after-the-auction';
import { AuctionItem } from './auction-item';
import { AuctionLots } from './auction-lots';
import type { ProductsRenderer } from './lot-products-dialog';
import './auction-page.css';

type AuctionPageProps = {
  auctionId: number;
  viewer: AuctionViewer;
  renderProducts: ProductsRenderer;
  /** The auction's news (the news feature, composed by the app layer). */
  news?: ReactNode;
  /** The follow star (composed by the app layer). */
  follow?: ReactNode;
};

/**
 * `/user_auctions/auction/{auctionId}` (spec §2): the auction item (status live from the push
 * topic), its instructions in the interface language, its news, and its lots with lot registration.
 */
export function AuctionPage({ auctionId, viewer, renderProducts, news, follow }: AuctionPageProps) {
  const { t } = useTranslation();
  useAuctionStatusFeed();
  const auction = usePublicAuction(auctionId);
  const lots = usePublicAuctionLots(auctionId);
  const requests = useMyAuctionRequests(auctionId, viewer === 'requester' && auction.isSuccess);
  useDocumentTitle(
    auction.data ? t('auction_page.page_title', 'Auction {{number}}', { number: auction.data.auctionNumber }) : null,
  );

  if (auction.isPending || auction.isError)
    return (
      <QueryState
        query={auction}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        // A public auction that does not exist (or is not public yet): the way to the published list.
        notFound={{
          title: t('auction_page.not_found', 'This auction does not exist or is not published.'),
          extra: (
            <LinkButton type="primary" to={paths.publishedAuctions}>
              {t('auction_page.to_published', 'Published auctions')}
            </LinkButton>
          ),
          testId: 'auction-not-found',
        }}
        failed={{ title: t('auction_page.load_failed', 'The auction could not be loaded.') }}
      />
    );

  const data = auction.data;
  const instructions = auctionInstructions(data.detail, currentLanguage);
  return (
    <Flex vertical gap={24} className="auction-page" data-testid="auction-page" data-status={data.status}>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={1} className="auction-page__title">
          {t('auction_page.page_title', 'Auction {{number}}', { number: data.auctionNumber })}
        </Typography.Title>
        {follow}
      </Flex>
      <AuctionItem auction={data} hideLotsLink headingLevel={2} />
      {instructions && (
        <Card
          size="small"
          title={
            <Typography.Title level={2} className="auction-page__section">
              {t('auction_page.instructions', 'Instructions')}
            </Typography.Title>
          }
        >
          {instructions.language !== currentLanguage && (
            <Typography.Paragraph type="secondary" data-testid="auction-instructions-fallback">
              {t('auction_page.instructions_other_language', 'The instructions are not available in your language.')}
            </Typography.Paragraph>
          )}
          <SanitizedHtml html={instructions.html} data-testid="auction-instructions" />
        </Card>
      )}
      <AfterTheAuction nextSteps={data.nextSteps} />
      <section aria-labelledby="auction-lots-heading">
        <Typography.Title level={2} id="auction-lots-heading" className="auction-page__section">
          {t('auction_page.lots_heading', 'Lots')}
        </Typography.Title>
        {viewer === 'visitor' && data.status === 'PUBLISHED' && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t(
              'lot_registration.visitor_hint',
              'Sign in as a trader or an individual to request participation in a lot.',
            )}
          />
        )}
        {lots.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : lots.isError && !lots.data ? (
          <Alert
            type="error"
            showIcon
            title={t('auction_page.lots_failed', 'The lots could not be loaded.')}
            action={
              <Button size="small" onClick={() => void lots.refetch()}>
                {t('generic.retry', 'Try again')}
              </Button>
            }
          />
        ) : (
          <div aria-busy={lots.isFetching}>
            <AuctionLots
              auction={data}
              lots={lots.data ?? []}
              viewer={viewer}
              requests={requests.data}
              requestsLoading={viewer === 'requester' && requests.isPending}
              renderProducts={renderProducts}
            />
          </div>
        )}
      </section>
      {news}
    </Flex>
  );
}
