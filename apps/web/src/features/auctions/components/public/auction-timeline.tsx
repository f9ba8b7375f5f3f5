import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateTimeWithZone } from '@/shared/lib/business-time';
import { timelineEnd } from '@portal/contracts/progress';
import type { PublicAuction } from '@portal/contracts/public-auctions';
import { paths } from '@/shared/config/paths';
import { useNow } from '@/shared/lib/use-now';
import { positionOf, timelineRange, timelineTicks } from '../../lib/timeline';
import { auctionStatusText } from '../../status-texts';
import './public-auctions.css';

/**
 * The page's auctions on a horizontal timeline (spec §9): each a bar from its start to one day after
 * its end, ticks weekly, daily or every 4 hours by the span, and a "now" line. Each bar is a link to the
 * auction's lots named by its number, status and dates. Scrolls sideways on narrow screens.
 */
export function AuctionTimeline({ auctions }: { auctions: PublicAuction[] }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const items = useMemo(
    () => auctions.map((a) => ({ auction: a, start: new Date(a.startDate), end: new Date(a.endDate) })),
    [auctions],
  );
  const range = useMemo(() => timelineRange(items), [items]);
  const ticks = useMemo(() => (range ? timelineTicks(range) : null), [range]);
  if (!range || !ticks) return null;
  const nowInside = now >= range.start && now <= range.end;
  const nowLeft = positionOf(now, range);
  return (
    <div className="auction-timeline" data-testid="auction-timeline" data-tick-mode={ticks.mode}>
      <div className="auction-timeline__inner">
        <div className="auction-timeline__axis" aria-hidden>
          {ticks.ticks.map((tick) => (
            <span key={tick.at.getTime()} className="auction-timeline__tick" style={{ left: `${tick.left}%` }}>
              {tick.label && <span className="auction-timeline__tick-label">{tick.label}</span>}
            </span>
          ))}
        </div>
        <div className="auction-timeline__grid" aria-hidden>
          {ticks.ticks.map((tick) => (
            <span key={tick.at.getTime()} className="auction-timeline__gridline" style={{ left: `${tick.left}%` }} />
          ))}
        </div>
        <ol className="auction-timeline__rows">
          {items.map(({ auction, start }) => {
            const left = positionOf(start, range);
            const right = positionOf(timelineEnd(new Date(auction.endDate)), range);
            const name = t('public_auction.timeline_bar', 'Auction {{number}}, {{status}}, {{start}} – {{end}}', {
              number: auction.auctionNumber,
              status: t(...auctionStatusText(auction.status)),
              start: formatDateTime(auction.startDate),
              end: formatDateTimeWithZone(auction.endDate),
            });
            return (
              <li key={auction.id} className="auction-timeline__row">
                <Link
                  to={paths.userAuction(auction.id)}
                  className={`auction-timeline__bar auction-timeline__bar--${auction.status.toLowerCase()}`}
                  style={{ left: `${left}%`, width: `${Math.max(right - left, 0.5)}%` }}
                  aria-label={name}
                  title={name}
                  data-testid={`timeline-bar-${auction.id}`}
                >
                  <span className="auction-timeline__bar-text">{auction.auctionNumber}</span>
                </Link>
              </li>
            );
          })}
        </ol>
        {nowInside && (
          <div className="auction-timeline__now" style={{ left: `${nowLeft}%` }} data-testid="timeline-now">
            <span className="auction-timeline__now-label">{t('public_auction.now', 'Now')}</span>
          </div>
        )}
      </div>
    </div>
  );
}
