import { lotDescription } from '@portal/contracts/lot-texts';
import { useState } from 'react';
import { Button, Card, Empty, Flex, Grid, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { AppstoreOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import type { PublicAuction, PublicLot } from '@portal/contracts/public-auctions';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { LinkButton } from '@/shared/ui/link-button';
import { formatMoney } from '@portal/contracts/money-format';
import { FactList, lotAmountFacts } from './fact-list';
import type { AuctionViewer } from '../../lib/lot-registration';
import { LotStatusTag } from '../status-tags';
import { LotProductsDialog, type ProductsRenderer } from './lot-products-dialog';
import { LotRegistrationDialog } from './lot-registration-dialog';
import { LotRequestControl } from './lot-request-control';

type AuctionLotsProps = {
  auction: Pick<PublicAuction, 'id' | 'status'>;
  lots: PublicLot[];
  viewer: AuctionViewer;
  /** The caller's requests in this auction by lot id (requesters only). */
  requests: Map<number, ParticipationRequest> | undefined;
  requestsLoading: boolean;
  renderProducts: ProductsRenderer;
};

export function LicenseTypeTags({ lot }: { lot: Pick<PublicLot, 'licenseTypes'> }) {
  const { t } = useTranslation();
  if (lot.licenseTypes.length === 0)
    return <Typography.Text type="secondary">{t('public_lot.no_licence', 'None')}</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {lot.licenseTypes.map((type) => (
        <Tag key={type.id} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {localized(type, 'label', currentLanguage) || type.code}
        </Tag>
      ))}
    </Flex>
  );
}

/** How many parts the lots of an auction end in (lots of a later part end later); 1 when they end together. */
export const partCount = (lots: Pick<PublicLot, 'lotPart'>[]) => Math.max(1, ...lots.map((lot) => lot.lotPart));

/** "Part 2 of 3" where the auction's lots end in several parts; nothing where they end together. */
export function LotPartText({ part, count }: { part: number; count: number }) {
  const { t } = useTranslation();
  if (count < 2) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="lot-part">
      {t('public_lot.part_of', 'Part {{part}} of {{count}}', { part, count })}
    </Typography.Text>
  );
}

/**
 * The lots of an auction (spec §2 lot registration): a table on wide screens, cards below 768 px;
 * per lot its details, the products popup, and the caller's request or the way to send one.
 */
export function AuctionLots({ auction, lots, viewer, requests, requestsLoading, renderProducts }: AuctionLotsProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [productsOf, setProductsOf] = useState<PublicLot | null>(null);
  // Kept here, not in the lot's row or card: the popup stays open when the layout switches between the two.
  const [requesting, setRequesting] = useState<PublicLot | null>(null);
  const parts = partCount(lots);

  const requestControl = (lot: PublicLot, size: 'small' | 'middle') => (
    <LotRequestControl
      lot={lot}
      auction={auction}
      viewer={viewer}
      request={requests?.get(lot.id) ?? (requests ? null : undefined)}
      requestsLoading={requestsLoading}
      size={size}
      onRequest={() => setRequesting(lot)}
    />
  );
  const actions = (lot: PublicLot, size: 'small' | 'middle') => (
    <Flex gap={8} wrap>
      <LinkButton
        size={size}
        to={paths.userLot(auction.id, lot.id)}
        icon={<EyeOutlined aria-hidden />}
        aria-label={t('public_lot.details_of', 'Details of lot {{code}}', { code: lot.code })}
        data-testid={`lot-details-${lot.id}`}
      >
        {t('public_lot.details', 'Details')}
      </LinkButton>
      <Button
        size={size}
        icon={<AppstoreOutlined aria-hidden />}
        onClick={() => setProductsOf(lot)}
        aria-label={t('public_lot.products_of', 'Products of lot {{code}}', { code: lot.code })}
        data-testid={`lot-products-${lot.id}`}
      >
        {t('public_lot.products', 'Products')} ({lot.productCount})
      </Button>
    </Flex>
  );

  let body: React.ReactNode;
  if (lots.length === 0) {
    body = (
      <Empty description={t('auction_page.no_lots', 'This auction has no lots.')} data-testid="auction-lots-empty" />
    );
  } else if (screens.md === false) {
    body = (
      <Flex vertical gap={12} data-testid="auction-lots-cards">
        {lots.map((lot) => (
          <Card key={lot.id} size="small" data-testid={`lot-row-${lot.id}`} role="article" aria-label={lot.code}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                {lot.code}
              </Typography.Title>
              <LotStatusTag status={lot.status} forVisitors />
            </Flex>
            <LotPartText part={lot.lotPart} count={parts} />
            {lot.description && (
              <Typography.Paragraph style={{ margin: '8px 0' }}>
                {lotDescription(lot, currentLanguage)}
              </Typography.Paragraph>
            )}
            <FactList facts={lotAmountFacts(t, lot)} />
            <Flex vertical gap={2}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('lot.license_types', 'Licence types')}
              </Typography.Text>
              <LicenseTypeTags lot={lot} />
            </Flex>
            <Flex vertical gap={8} style={{ marginTop: 12 }}>
              {actions(lot, 'middle')}
              {requestControl(lot, 'middle')}
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  } else {
    body = (
      <ScrollTable<PublicLot>
        rowKey="id"
        size="middle"
        dataSource={lots}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(lot) => ({ 'data-testid': `lot-row-${lot.id}` }) as React.HTMLAttributes<HTMLElement>}
        data-testid="auction-lots-table"
        columns={[
          {
            key: 'lot',
            title: t('participation.lot', 'Lot'),
            render: (_v, lot) => (
              <Flex vertical gap={2} style={{ width: 200 }}>
                <Typography.Text strong>{lot.code}</Typography.Text>
                <Typography.Paragraph
                  style={{ margin: 0 }}
                  ellipsis={{ rows: 2, tooltip: lotDescription(lot, currentLanguage) }}
                >
                  {lotDescription(lot, currentLanguage) || '—'}
                </Typography.Paragraph>
                <LotPartText part={lot.lotPart} count={parts} />
              </Flex>
            ),
          },
          {
            key: 'price',
            title: t('lot.starting_price', 'Starting price'),
            align: 'right',
            width: 110,
            render: (_v, lot) => formatMoney(lot.startingPrice, currentLanguage),
          },
          {
            key: 'increment',
            title: t('lot.minimum_increment', 'Minimum increment'),
            align: 'right',
            width: 100,
            render: (_v, lot) => formatMoney(lot.minimumIncrementAmount, currentLanguage),
          },
          {
            key: 'guarantee',
            title: t('lot.guarantee_amount', 'Guarantee amount'),
            align: 'right',
            width: 110,
            render: (_v, lot) => formatMoney(lot.guaranteeAmount, currentLanguage),
          },
          {
            key: 'licences',
            title: t('lot.license_types', 'Licence types'),
            width: 140,
            render: (_v, lot) => <LicenseTypeTags lot={lot} />,
          },
          {
            key: 'status',
            title: t('lot.status', 'Status'),
            render: (_v, lot) => <LotStatusTag status={lot.status} forVisitors />,
          },
          {
            key: 'actions',
            title: t('public_lot.actions', 'Actions'),
            render: (_v, lot) => (
              <Flex vertical gap={8} align="flex-start">
                {requestControl(lot, 'small')}
                {actions(lot, 'small')}
              </Flex>
            ),
          },
        ]}
      />
    );
  }

  return (
    <>
      {body}
      {productsOf && (
        <LotProductsDialog lot={productsOf} renderProducts={renderProducts} onClose={() => setProductsOf(null)} />
      )}
      {requesting && (
        <LotRegistrationDialog lot={requesting} auctionId={auction.id} onClose={() => setRequesting(null)} />
      )}
    </>
  );
}
