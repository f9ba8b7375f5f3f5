import { useTranslation } from 'react-i18next';
import type { PublicBid } from '@portal/contracts/bidding';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { formatBidTime } from '../lib/format';
import { Pill } from './status-pills';

/** The lot's last bids, newest first, each by its bidder's pseudonym ("Bidder 3"); the caller's marked. */
export function BidList({
  bids,
  myNumber,
  lotCode,
}: {
  bids: readonly PublicBid[];
  myNumber: number | null;
  lotCode: string;
}) {
  const { t } = useTranslation();
  if (bids.length === 0)
    return (
      <p className="bid-muted" data-testid="last-bids-empty">
        {t('bidding.no_bids', 'No bids yet.')}
      </p>
    );
  return (
    <ol
      className="bid-list"
      aria-label={t('bidding.last_bids_of', 'Last bids on lot {{code}}', { code: lotCode })}
      data-testid="last-bids"
    >
      {bids.map((bid) => {
        const mine = bid.bidderNumber === myNumber;
        return (
          <li
            key={bid.seq}
            className={mine ? 'bid-list__item bid-list__item--mine' : 'bid-list__item'}
            data-testid={`bid-${bid.seq}`}
            data-bidder={bid.bidderNumber}
          >
            <span className="bid-list__who">
              <span className="bid-list__name">
                {t('bidding.bidder', 'Bidder {{number}}', { number: bid.bidderNumber })}
                {mine && <strong> ({t('bidding.you', 'you')})</strong>}
              </span>
              <span className="bid-muted bid-list__meta">
                <span className="visually-hidden">{t('bidding.bid_number', 'Bid no.')} </span>#{bid.seq} ·{' '}
                <time dateTime={bid.serverTime}>{formatBidTime(bid.serverTime).slice(11)}</time>
                {bid.kind === 'MAXIMUM' && (
                  <>
                    {' '}
                    <Pill tone="neutral">{t('bidding.kind_maximum', 'by maximum')}</Pill>
                  </>
                )}
              </span>
            </span>
            <span className="bid-list__amount">{formatMoney(bid.amount, currentLanguage)}</span>
          </li>
        );
      })}
    </ol>
  );
}
