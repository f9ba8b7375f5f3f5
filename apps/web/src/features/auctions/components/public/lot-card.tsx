import { lotDescription } from '@portal/contracts/lot-texts';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/contracts/api-paths';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import type { PublicLot } from '@portal/contracts/public-auctions';
import { API_BASE } from '@/shared/api/client';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { CoverPhoto } from '@/shared/ui/cover-photo';
import { LinkButton } from '@/shared/ui/link-button';
import { FactList, lotAmountFacts } from './fact-list';
import { AuctionStatusTag } from '../status-tags';
import './public-auctions.css';

/**
 * A lot of an upcoming or running auction: its first photo, code, description, auction (number and
 * status), when bidding ends (the lot's own end once the auction runs, else the auction's period), the
 * amounts and the licence types a bidder needs; links to the lot's details and to its auction.
 */
export function LotCard({ lot }: { lot: PublicLot }) {
  const { t } = useTranslation();
  const { auction } = lot;
  const description = lotDescription(lot, currentLanguage);
  const lotUrl = paths.userLot(auction.id, lot.id);
  return (
    <Card
      size="small"
      className="lot-card"
      role="article"
      aria-label={t('public_auction.lot_label', 'Lot {{code}}', { code: lot.code })}
      data-testid={`lot-card-${lot.id}`}
      cover={
        <CoverPhoto
          src={
            lot.firstPhotoId === null ? null : `${API_BASE}${apiPath('/attachments/{id}', { id: lot.firstPhotoId })}`
          }
          alt={t('public_auction.lot_photo', 'Photo of lot {{code}}', { code: lot.code })}
          height={160}
          className="lot-card__photo"
        />
      }
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={3} className="lot-card__code">
          {lot.code}
        </Typography.Title>
        <span className="lot-card__auction">
          <Link to={paths.userAuction(auction.id)} data-testid={`lot-card-auction-${lot.id}`}>
            {t('public_auction.auction_ref', 'Auction {{number}}', { number: auction.auctionNumber })}
          </Link>{' '}
          <AuctionStatusTag status={auction.status} />
        </span>
      </Flex>
      {description && (
        <Typography.Paragraph className="lot-card__description" ellipsis={{ rows: 2, tooltip: description }}>
          {description}
        </Typography.Paragraph>
      )}
      <FactList
        facts={[
          ...(lot.endTime
            ? [
                {
                  key: 'end',
                  label: t('public_auction.lot_end', 'Bidding ends'),
                  value: formatDateTimeWithZone(lot.endTime),
                },
              ]
            : [
                {
                  key: 'start',
                  label: t('auction.start_date', 'Start'),
                  value: formatDateTimeWithZone(auction.startDate),
                },
                { key: 'end', label: t('auction.end_date', 'End'), value: formatDateTimeWithZone(auction.endDate) },
              ]),
          ...lotAmountFacts(t, lot, 'lot-card-price'),
        ]}
      />
      <div className="lot-card__licenses">
        <Typography.Text type="secondary">{t('lot.license_types', 'Licence types')}: </Typography.Text>
        {lot.licenseTypes.length === 0 ? (
          <Typography.Text>{t('public_auction.no_license_needed', 'none needed')}</Typography.Text>
        ) : (
          lot.licenseTypes.map((type) => (
            <Tag key={type.id} data-testid="lot-card-license">
              {localized(type, 'label', currentLanguage)}
            </Tag>
          ))
        )}
      </div>
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <LinkButton
          size="small"
          type="primary"
          to={lotUrl}
          aria-label={t('public_auction.lot_details_of', 'Details of lot {{code}}', { code: lot.code })}
          data-testid={`lot-card-details-${lot.id}`}
        >
          {t('public_auction.lot_details', 'Lot details')}
        </LinkButton>
        {auction.status === 'RUNNING' && (
          <LinkButton
            size="small"
            to={paths.biddingScreen(auction.id)}
            aria-label={t('public_auction.live_bidding_of', 'Live bidding of auction {{number}}', {
              number: auction.auctionNumber,
            })}
            data-testid={`lot-card-live-${lot.id}`}
          >
            {t('public_auction.live_bidding', 'Live bidding')}
          </LinkButton>
        )}
      </Flex>
    </Card>
  );
}
