import { lotDescription } from '@portal/contracts/lot-texts';
import { useState, type ReactNode } from 'react';
import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/link-button';
import { NotFoundResult, QueryState } from '@/shared/ui/query-state';
import { usePublicAuctionLots, usePublicLot } from '../../api/get-public-auction';
import { useLotEligibility } from '../../api/lot-registration';
import { useAuctionStatusFeed } from '../../api/use-auction-status-feed';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import type { AuctionViewer } from '../../lib/lot-registration';
import { AuctionStatusTag, LotStatusTag } from '../status-tags';
import { LicenseTypeTags, partCount } from './auction-lots';
import { LotCountdown } from './lot-countdown';
import type { ProductsRenderer } from './lot-products-dialog';
import { LotRegistrationDialog } from './lot-registration-dialog';
import { LotRequestControl } from './lot-request-control';
import './auction-page.css';

type LotPageProps = {
  auctionId: number;
  lotId: number;
  viewer: AuctionViewer;
  renderProducts: ProductsRenderer;
  /** The follow star (composed by the app layer). */
  follow?: ReactNode;
  /** The lot's bid history and price chart (composed by the app layer). */
  bidHistory?: ReactNode;
};

/**
 * `/user_auctions/lot/{auctionId}/{lotId}` (spec §2 lot details): the lot with its auction, prices,
 * licence types, countdown while it runs, products with photos, and the participation request.
 */
export function LotPage({ auctionId, lotId, viewer, renderProducts, follow, bidHistory }: LotPageProps) {
  const { t } = useTranslation();
  useAuctionStatusFeed();
  const query = usePublicLot(lotId);
  // The auction's lots tell how many parts it ends in (the part is shown only where there are several).
  const auctionLots = usePublicAuctionLots(auctionId);
  const parts = auctionLots.data ? partCount(auctionLots.data) : 1;
  const inAuction = query.data?.lot.auction.id === auctionId;
  // The eligibility answer carries the caller's request for the lot.
  const eligibility = useLotEligibility(lotId, viewer === 'requester' && inAuction);
  const [requesting, setRequesting] = useState(false);
  useDocumentTitle(query.data ? t('public_lot.page_title', 'Lot {{code}}', { code: query.data.lot.code }) : null);

  const notFound = {
    title: t('public_lot.not_found', 'This lot does not exist in this auction.'),
    extra: (
      <LinkButton type="primary" to={paths.userAuction(auctionId)}>
        {t('public_lot.back_to_auction', 'Back to the auction')}
      </LinkButton>
    ),
    testId: 'lot-not-found',
  };
  if (query.isPending || query.isError)
    return (
      <QueryState
        query={query}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        notFound={notFound}
        failed={{ title: t('public_lot.load_failed', 'The lot could not be loaded.') }}
      />
    );
  if (!inAuction) return <NotFoundResult {...notFound} />;

  const { lot, products, endsAt } = query.data;
  const running = lot.auction.status === 'RUNNING' && lot.status === 'ACTIVE';
  return (
    <Flex vertical gap={24} className="auction-page" data-testid="lot-page">
      <div>
        <LinkButton
          type="link"
          to={paths.userAuction(auctionId)}
          icon={<ArrowLeftOutlined aria-hidden />}
          style={{ paddingInline: 0 }}
        >
          {t('public_lot.auction_link', 'Auction {{number}}', { number: lot.auction.auctionNumber })}
        </LinkButton>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} className="auction-page__title">
            {t('public_lot.page_title', 'Lot {{code}}', { code: lot.code })}
          </Typography.Title>
          <LotStatusTag status={lot.status} forVisitors />
          {follow}
        </Flex>
      </div>
      <Flex gap={16} wrap align="stretch">
        <Card size="small" style={{ flex: '2 1 420px', minWidth: 0 }}>
          {lot.description && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
              {lotDescription(lot, currentLanguage)}
            </Typography.Paragraph>
          )}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            data-testid="lot-facts"
            items={[
              {
                key: 'auction',
                label: t('lot.auction', 'Auction'),
                children: (
                  <Flex gap={8} wrap align="center">
                    {lot.auction.auctionNumber}
                    <AuctionStatusTag status={lot.auction.status} />
                  </Flex>
                ),
              },
              ...(parts > 1
                ? [
                    {
                      key: 'part',
                      label: t('public_lot.part_label', 'Part of the auction'),
                      children: t('public_lot.part_value', '{{part}} of {{count}}', {
                        part: lot.lotPart,
                        count: parts,
                      }),
                    },
                  ]
                : []),
              {
                key: 'start',
                label: t('auction.start_date', 'Start'),
                children: formatDateTimeWithZone(lot.auction.startDate),
              },
              {
                key: 'end',
                label: t('public_lot.lot_end', 'Bidding ends'),
                children: formatDateTimeWithZone(lot.endTime ?? lot.auction.endDate),
              },
              {
                key: 'price',
                label: t('lot.starting_price', 'Starting price'),
                children: formatMoney(lot.startingPrice, currentLanguage),
              },
              {
                key: 'increment',
                label: t('lot.minimum_increment', 'Minimum increment'),
                children: formatMoney(lot.minimumIncrementAmount, currentLanguage),
              },
              {
                key: 'guarantee',
                label: t('lot.guarantee_amount', 'Guarantee amount'),
                children: formatMoney(lot.guaranteeAmount, currentLanguage),
              },
              ...(lot.highestBid !== null
                ? [
                    {
                      key: 'highest',
                      label: t('public_lot.highest_bid', 'Highest bid'),
                      children: formatMoney(lot.highestBid, currentLanguage),
                    },
                  ]
                : []),
              {
                key: 'licences',
                label: t('lot.license_types', 'Licence types'),
                children: <LicenseTypeTags lot={lot} />,
                span: 'filled' as const,
              },
            ]}
          />
        </Card>
        <Card size="small" style={{ flex: '1 1 260px' }} title={t('public_lot.participation', 'Participation')}>
          <Flex vertical gap={16}>
            {running && <LotCountdown endsAt={endsAt} />}
            {lot.auction.status === 'RUNNING' && (
              <LinkButton
                type="primary"
                to={paths.biddingScreen(auctionId)}
                icon={<ThunderboltOutlined aria-hidden />}
                data-testid="lot-live-bidding"
              >
                {t('public_auction.live_bidding', 'Live bidding')}
              </LinkButton>
            )}
            {viewer === 'requester' && eligibility.isError ? (
              <Alert
                type="error"
                showIcon
                title={t('lot_registration.load_failed', 'Your licences could not be checked.')}
              />
            ) : (
              <LotRequestControl
                lot={lot}
                auction={lot.auction}
                viewer={viewer}
                request={eligibility.data?.request}
                requestsLoading={viewer === 'requester' && eligibility.isPending}
                onRequest={() => setRequesting(true)}
              />
            )}
            {viewer === 'other' && (
              <Typography.Text type="secondary">
                {t('lot_registration.staff_hint', 'Staff accounts do not take part in auctions.')}
              </Typography.Text>
            )}
          </Flex>
        </Card>
      </Flex>
      <section aria-labelledby="lot-products-heading">
        <Typography.Title level={2} id="lot-products-heading" className="auction-page__section">
          {t('lot.products', 'Products')}
        </Typography.Title>
        {products.length === 0 ? (
          <Typography.Text type="secondary">{t('lot.no_products', 'The lot has no products yet.')}</Typography.Text>
        ) : (
          renderProducts(products)
        )}
      </section>
      {bidHistory}
      {requesting && <LotRegistrationDialog lot={lot} auctionId={auctionId} onClose={() => setRequesting(false)} />}
    </Flex>
  );
}
