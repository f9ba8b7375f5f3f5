import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { AppstoreOutlined, CalendarOutlined, InfoCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import type { PublicAuction } from '@portal/contracts/public-auctions';
import { paths } from '@/shared/config/paths';
import { DateRangeProgress } from '@/shared/ui/date-range-progress';
import { LinkButton } from '@/shared/ui/link-button';
import { Heading, Panel, Paragraph } from '@/shared/ui/surface';
import { AuctionStatusTag } from '../status-tags';
import { AnnouncementButton } from './announcement-button';
import './public-auctions.css';
import { FactList } from './fact-list';

type AuctionItemProps = {
  auction: Pick<PublicAuction, 'id' | 'auctionNumber' | 'startDate' | 'endDate' | 'status' | 'notes' | 'lotCount'>;
  /** Hide the "Lots" link (on the auction's own page). */
  hideLotsLink?: boolean;
  /** Extra actions after the announcement button. */
  extra?: ReactNode;
  /** Heading level of the auction number (3 in lists under a page title). */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Leave out the postpone notes (a page that shows them elsewhere). */
  compact?: boolean;
};

/**
 * Spec §2 "Auction item": the auction's number and status, its period with the date-range progress
 * bar (spec §9; not for a cancelled auction), the lot count, postpone notes, the announcement download,
 * the link to its lots and, while it runs, to its live bidding. Works at 375 px (the rows wrap) and with
 * the keyboard (two tab stops, three while it runs).
 */
export function AuctionItem({ auction, hideLotsLink, extra, headingLevel = 3, compact }: AuctionItemProps) {
  const { t } = useTranslation();
  const lotsUrl = paths.userAuction(auction.id);
  const label = t('public_auction.item_label', 'Auction {{number}}', { number: auction.auctionNumber });
  return (
    <Panel
      as="article"
      small
      className="auction-item"
      data-testid={`auction-item-${auction.id}`}
      data-auction-number={auction.auctionNumber}
      aria-label={label}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Heading level={headingLevel} className="auction-item__number">
          {auction.auctionNumber}
        </Heading>
        <AuctionStatusTag status={auction.status} />
      </Flex>
      <FactList
        facts={[
          {
            key: 'start',
            label: (
              <>
                <CalendarOutlined aria-hidden /> {t('auction.start_date', 'Start')}
              </>
            ),
            value: formatDateTimeWithZone(auction.startDate),
          },
          {
            key: 'end',
            label: (
              <>
                <CalendarOutlined aria-hidden /> {t('auction.end_date', 'End')}
              </>
            ),
            value: formatDateTimeWithZone(auction.endDate),
          },
          {
            key: 'lots',
            label: (
              <>
                <AppstoreOutlined aria-hidden /> {t('auction.lot_count', 'Lots')}
              </>
            ),
            value: auction.lotCount,
            testId: 'auction-item-lot-count',
          },
        ]}
      />
      {auction.status !== 'CANCELLED' && (
        <DateRangeProgress
          start={auction.startDate}
          end={auction.endDate}
          label={t('public_auction.progress_label', 'Period of auction {{number}}', {
            number: auction.auctionNumber,
          })}
        />
      )}
      {auction.notes && !compact && (
        <Paragraph className="auction-item__notes" data-testid="auction-item-notes">
          <InfoCircleOutlined aria-hidden /> <strong>{t('public_auction.postponed_notes', 'Postponed')}:</strong>{' '}
          {auction.notes}
        </Paragraph>
      )}
      <Flex gap={8} wrap className="auction-item__actions">
        <AnnouncementButton auctionId={auction.id} auctionNumber={auction.auctionNumber} size="small" />
        {!hideLotsLink && (
          <LinkButton
            size="small"
            type="primary"
            to={lotsUrl}
            icon={<AppstoreOutlined aria-hidden />}
            aria-label={t('public_auction.lots_of', 'Lots of auction {{number}}', { number: auction.auctionNumber })}
          >
            {t('public_auction.lots', 'Lots')}
          </LinkButton>
        )}
        {auction.status === 'RUNNING' && (
          <LinkButton
            size="small"
            type={hideLotsLink ? 'primary' : 'default'}
            to={paths.biddingScreen(auction.id)}
            icon={<ThunderboltOutlined aria-hidden />}
            aria-label={t('public_auction.live_bidding_of', 'Live bidding of auction {{number}}', {
              number: auction.auctionNumber,
            })}
            data-testid={`auction-live-bidding-${auction.id}`}
          >
            {t('public_auction.live_bidding', 'Live bidding')}
          </LinkButton>
        )}
        {extra}
      </Flex>
    </Panel>
  );
}
