import { lotDescription } from '@portal/contracts/lot-texts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Spin } from 'antd';
import { AppstoreOutlined, DisconnectOutlined, OrderedListOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuctionStatus } from '@portal/contracts/auction-status';
import type { ViewerKind } from '@portal/contracts/bidding';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { formatTimeWithZone } from '@/shared/lib/business-time';
import { LinkButton } from '@/shared/ui/link-button';
import { LocalTimeNote } from '@/shared/ui/zoned-time';
import type { LiveAuctionStore } from '../api/live-auction';
import { formatMoney } from '@portal/contracts/money-format';
import { formatMoment } from '../lib/format';
import { isClosedStatus, maximumStanding, type LiveLot } from '../lib/live-lots';
import type { Announcer } from './announcer';
import { BidForm } from './bid-form';
import { BidHistory } from './bid-history';
import { FollowButton } from './follow-button';
import { BidList } from './bid-list';
import { LotCountdown, useEnded } from './lot-countdown';
import { WinnerNextStepsText } from './winner-next-steps';
import { ReceiptList } from './receipt-list';
import { LotStatusPill, Pill } from './status-pills';

const receiptsOf = (lot: LiveLot) => lot.mine?.receipts.length ?? 0;

type LotPanelProps = {
  lot: LiveLot;
  auction: { id: number; status: AuctionStatus; startDate: string };
  viewer: ViewerKind;
  approved: boolean;
  store: LiveAuctionStore;
  announcer: Announcer;
  /** Null while the screen is live; otherwise when its figures were last known to be the server's (epoch ms). */
  lastKnownAt: number | null;
  onProducts: (lot: LiveLot) => void;
};

/** The anti-sniping rule with the lot's own numbers, in one sentence. */
function AntiSnipingRule({ lot, now }: { lot: LiveLot; now: number }) {
  const { t } = useTranslation();
  if (lot.antiSnipingMinutes <= 0) return <>{t('bidding.no_anti_sniping', 'Bids do not move the end of this lot.')}</>;
  const values = { minutes: lot.antiSnipingMinutes, latest: formatMoment(lot.latestEndTime, now) };
  return (
    <>
      {lot.latestEndTime
        ? t(
            'bidding.anti_sniping',
            'A bid in the last {{minutes}} min moves the end to {{minutes}} min after it, at most until {{latest}}.',
            values,
          )
        : t(
            'bidding.anti_sniping_open',
            'A bid in the last {{minutes}} min moves the end to {{minutes}} min after it.',
            values,
          )}
    </>
  );
}

function Fact({
  label,
  children,
  testId,
  lastKnown = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Shown greyed as the last known value, not as a current fact. */
  lastKnown?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="bid-facts__item">
      <dt>{label}</dt>
      <dd
        data-testid={testId}
        data-last-known={lastKnown || undefined}
        className={lastKnown ? 'bid-last-known' : undefined}
      >
        {children}
        {/* The lot's "not live" line says it on screen; a screen reader reading the value alone hears it here. */}
        {lastKnown && <span className="visually-hidden"> {t('bidding.last_known', '(last known)')}</span>}
      </dd>
    </div>
  );
}

/**
 * One lot of the bidding screen (spec §2, §4): code, description and products; starting price, highest
 * and minimum next bid, bid count; the countdown by the server's clock with the anti-sniping rule; the
 * bidder's position, bid form or maximum; the last bids by pseudonym; the bidder's receipts; the result
 * once it closed ("closing…" until the status arrives). A lot whose highest bid has reached the highest amount the
 * portal takes (`maximumAllowedBid` null) says that no further bid can be placed instead of a minimum nobody may enter.
 */
export function LotPanel({ lot, auction, viewer, approved, store, announcer, lastKnownAt, onProducts }: LotPanelProps) {
  const { t } = useTranslation();
  const ended = useEnded(store, lot.endTime);
  const [now] = useState(() => Date.now());
  const [historyOpen, setHistoryOpen] = useState(false);
  const titleId = `lot-${lot.lotId}-title`;
  const myNumber = lot.mine?.bidderNumber ?? null;
  const position = lot.mine?.position ?? null;
  // The position decides, not the last bid known: the answer to the caller's bid may already know that another
  // bidder's maximum answered it (its bid is read by seq after), and a bid covered by the caller's maximum is answered.
  const leading = position === 'LEADING';
  const closed = isClosedStatus(lot.status);
  const running = auction.status === 'RUNNING' && lot.status === 'ACTIVE';
  const closing = running && ended;
  const open = running && !ended;

  const stale = lastKnownAt !== null;
  // For good: the highest bid only rises, so a lot that reached the top never takes a bid again.
  const noFurtherBid = !closed && lot.maximumAllowedBid === null;
  const maximum = maximumStanding(lot);

  // "You were outbid" is said once, when it happens (not each second), and taken back once the bidder leads again.
  const previous = useRef(position);
  const outbidText = t('bidding.announce_outbid', 'Lot {{code}}: you were outbid.', { code: lot.code });
  useEffect(() => {
    if (previous.current === 'LEADING' && position === 'OUTBID') announcer.announce(outbidText);
    else if (position === 'LEADING') announcer.withdraw(outbidText);
    previous.current = position;
  }, [position, announcer, outbidText]);

  const extended =
    lot.endTime !== null && lot.plannedEndTime !== null && Date.parse(lot.endTime) > Date.parse(lot.plannedEndTime);

  let state: ReactNode;
  if (closed) {
    const sold = lot.status === 'SOLD' || lot.status === 'PAID';
    state = (
      <div className={`bid-result bid-result--${sold ? 'sold' : 'unsold'}`} data-testid="lot-result">
        <p className="bid-result__text">
          {sold && leading
            ? t('bidding.you_won', 'You won this lot for {{amount}}.', {
                amount: formatMoney(lot.highestBid, currentLanguage),
              })
            : sold
              ? t('bidding.sold_for', 'Sold for {{amount}} to Bidder {{number}}.', {
                  amount: formatMoney(lot.highestBid, currentLanguage),
                  number: lot.leaderNumber ?? '—',
                })
              : lot.status === 'UNSOLD'
                ? t('bidding.unsold', 'Bidding ended without a sale.')
                : t('bidding.closed', 'This lot no longer takes bids.')}
        </p>
        {lot.endTime && (
          <p className="bid-muted">
            {t('bidding.ended_at', 'Ended {{time}}', { time: formatMoment(lot.endTime, now, true) })}
          </p>
        )}
        {viewer === 'BIDDER' && lot.mine?.nextSteps && (
          <div className="bid-after-end" data-testid="lot-next-steps">
            <h3 className="bid-lot__subtitle">{t('bidding.next_steps', 'Your next steps')}</h3>
            {/* The price is said above ("You won this lot for …"). */}
            <WinnerNextStepsText nextSteps={lot.mine.nextSteps} withPrice={false} testId="lot-next-steps-text" />
            <LinkButton size="small" to={paths.userAuction(auction.id)} data-testid="lot-instructions-link">
              {t('bidding.read_instructions', 'Read the auction’s instructions')}
            </LinkButton>
          </div>
        )}
        {viewer === 'BIDDER' && sold && leading && !lot.mine?.nextSteps && (
          <div className="bid-after-end" data-testid="lot-next-steps-general">
            <h3 className="bid-lot__subtitle">{t('bidding.next_steps', 'Your next steps')}</h3>
            <dl>
              <dt>{t('bidding.next_pay', 'Payment')}</dt>
              <dd>
                {t(
                  'bidding.next_pay_text',
                  'Pay {{amount}} as the auction’s instructions say; the payment term and account are given there.',
                  { amount: formatMoney(lot.highestBid, currentLanguage) },
                )}
              </dd>
              <dt>{t('bidding.next_pickup', 'Pick-up')}</dt>
              <dd>
                {t(
                  'bidding.next_pickup_text',
                  'The place and hours to collect the goods are in the auction’s instructions.',
                )}
              </dd>
              <dt>{t('bidding.next_contract', 'Contract')}</dt>
              <dd>
                {t(
                  'bidding.next_contract_text',
                  'We contact you to sign the contract; you also receive these steps by e-mail.',
                )}
              </dd>
            </dl>
            <LinkButton size="small" to={paths.userAuction(auction.id)} data-testid="lot-instructions-link">
              {t('bidding.read_instructions', 'Read the auction’s instructions')}
            </LinkButton>
          </div>
        )}
        {viewer === 'BIDDER' && !leading && receiptsOf(lot) > 0 && (
          <p className="bid-after-end" data-testid="lot-not-won">
            {sold
              ? t('bidding.not_won', 'You did not win; winning price {{amount}}.', {
                  amount: formatMoney(lot.highestBid, currentLanguage),
                })
              : t('bidding.not_won_unsold', 'You did not win: bidding ended without a sale.')}
          </p>
        )}
      </div>
    );
  } else if (closing) {
    state = (
      <div className="bid-result bid-result--closing" role="status" data-testid="lot-closing">
        <Spin size="small" /> <span>{t('bidding.closing', 'Closing… the result follows in a moment.')}</span>
      </div>
    );
  } else if (open && lot.endTime) {
    state = (
      <div className="bid-time">
        <span className="bid-time__label" id={`${titleId}-left`}>
          {t('bidding.time_left', 'Time left')}
        </span>
        <LotCountdown
          store={store}
          endTime={lot.endTime}
          lotCode={lot.code}
          announce={announcer.announce}
          labelledBy={`${titleId}-left`}
        />
        <span className="bid-time__end" data-testid="lot-end">
          {t('bidding.ends_at', 'Ends {{time}}', { time: formatMoment(lot.endTime, now, true) })}
          {extended && (
            <>
              {' '}
              <Pill tone="warning" testId="lot-extended">
                {t('bidding.extended', 'extended')}
              </Pill>
            </>
          )}
        </span>
        <LocalTimeNote value={lot.endTime} testId="lot-end-local" />
        <span className="bid-time__rule bid-muted" data-testid="anti-sniping-rule">
          <AntiSnipingRule lot={lot} now={now} />
        </span>
      </div>
    );
  } else {
    state = (
      <p className="bid-time bid-muted" data-testid="lot-not-started">
        {auction.status === 'PUBLISHED' || auction.status === 'CLOSED'
          ? t('bidding.starts_at', 'Bidding opens {{time}}.', { time: formatMoment(auction.startDate, now) })
          : t('bidding.not_taking_bids', 'This lot is not taking bids.')}
      </p>
    );
  }

  let mine: ReactNode = null;
  if (viewer === 'BIDDER' && !approved) {
    mine = <p className="bid-muted">{t('bidding.not_approved_lot', 'You are not approved to bid on this lot.')}</p>;
  } else if (viewer === 'BIDDER' && lot.mine && !closed) {
    // Without the live connection leading or outbid is what was last known, not a current fact.
    const positionPill =
      position === 'LEADING' ? (
        <Pill tone={stale ? 'stale' : 'success'} testId="position-leading" lastKnown={stale}>
          {stale
            ? t('bidding.last_known_leading', 'Last known: you are leading')
            : t('bidding.leading', 'You are leading')}
        </Pill>
      ) : position === 'OUTBID' ? (
        <Pill tone={stale ? 'stale' : 'danger'} testId="position-outbid" lastKnown={stale}>
          {stale
            ? t('bidding.last_known_outbid', 'Last known: you were outbid')
            : t('bidding.outbid', 'You were outbid')}
        </Pill>
      ) : (
        <Pill tone="neutral" testId="position-none">
          {t('bidding.no_bid_yet', 'You have not bid yet')}
        </Pill>
      );
    mine = (
      <div className="bid-mine">
        <div>{positionPill}</div>
        {open && position === 'OUTBID' && maximum?.standing === 'OVERTAKEN' && (
          <p className="bid-muted" data-testid="maximum-overtaken">
            {t('bidding.maximum_overtaken', 'Your maximum of {{amount}} has been overtaken.', {
              amount: formatMoney(maximum.amount, currentLanguage),
            })}
          </p>
        )}
        {open && <BidForm auctionId={auction.id} lot={lot} store={store} leading={leading} live={!stale} />}
      </div>
    );
  }

  const receipts = lot.mine?.receipts ?? [];
  return (
    <section
      className={`bid-lot${stale && open ? ' bid-lot--stale' : position === 'OUTBID' && open ? ' bid-lot--outbid' : leading && open ? ' bid-lot--leading' : ''}`}
      aria-labelledby={titleId}
      data-testid={`bid-lot-${lot.lotId}`}
      data-status={lot.status}
    >
      <header className="bid-lot__header">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <h2 id={titleId} className="bid-lot__code">
            {lot.code}
          </h2>
          <LotStatusPill status={lot.status} forVisitors />
        </Flex>
        {lot.description && <p className="bid-lot__description">{lotDescription(lot, currentLanguage)}</p>}
        <Flex gap={8} wrap>
          <Button
            size="small"
            icon={<AppstoreOutlined aria-hidden />}
            onClick={() => onProducts(lot)}
            aria-label={t('bidding.products_of', 'Products of lot {{code}}', { code: lot.code })}
            data-testid={`lot-products-${lot.lotId}`}
          >
            {t('bidding.products', 'Products')} ({lot.productCount})
          </Button>
          <FollowButton target={{ lotId: lot.lotId }} signedIn={viewer !== 'VISITOR'} size="small" />
          {viewer === 'STAFF' && (
            <LinkButton
              size="small"
              to={paths.staffLotBids(auction.id, lot.lotId)}
              icon={<OrderedListOutlined aria-hidden />}
              aria-label={t('bidding.all_bids_of', 'All bids of lot {{code}}', { code: lot.code })}
              data-testid={`lot-staff-bids-${lot.lotId}`}
            >
              {t('bidding.all_bids', 'All bids')}
            </LinkButton>
          )}
        </Flex>
      </header>
      {state}
      {stale && !closed && (
        <p className="bid-last-known-note" data-testid="lot-last-known">
          <DisconnectOutlined aria-hidden />
          <span>
            {t('bidding.last_known_at', 'Not live: the figures below were last known at {{time}}.', {
              time: formatTimeWithZone(lastKnownAt, true),
            })}
          </span>
        </p>
      )}
      <dl className="bid-facts">
        <Fact label={t('bidding.highest_bid', 'Highest bid')} testId="lot-highest" lastKnown={stale && !closed}>
          {lot.highestBid === null ? (
            closed ? (
              t('bidding.none', 'none')
            ) : (
              t('bidding.none_yet', 'none yet')
            )
          ) : (
            <>
              <strong className="bid-facts__money">{formatMoney(lot.highestBid, currentLanguage)}</strong>
              {lot.leaderNumber !== null && (
                <span className="bid-muted">
                  {' '}
                  ·{' '}
                  {lot.leaderNumber === myNumber
                    ? t('bidding.you', 'you')
                    : t('bidding.bidder', 'Bidder {{number}}', { number: lot.leaderNumber })}
                </span>
              )}
            </>
          )}
        </Fact>
        {!closed && !noFurtherBid && (
          <Fact label={t('bidding.minimum_next', 'Minimum next bid')} testId="lot-minimum" lastKnown={stale}>
            <span className="bid-facts__money">{formatMoney(lot.minimumNextBid, currentLanguage)}</span>
          </Fact>
        )}
        <Fact label={t('lot.starting_price', 'Starting price')} testId="lot-starting">
          <span className="bid-facts__money">{formatMoney(lot.startingPrice, currentLanguage)}</span>
        </Fact>
        <Fact label={t('bidding.bid_count', 'Bids')} testId="lot-bid-count" lastKnown={stale && !closed}>
          {lot.bidCount}
        </Fact>
      </dl>
      {noFurtherBid && (
        <p className="bid-limit-note" data-testid="lot-no-further-bid">
          <StopOutlined aria-hidden />
          <span>
            {t(
              'bidding.no_further_bid',
              'No further bid can be placed on this lot: its highest bid has reached the largest amount the portal takes.',
            )}
          </span>
        </p>
      )}
      {mine}
      {/* Native disclosures: keyboard and screen readers handle them, and no collapse widget is downloaded. */}
      <details className="bid-lot__more" open>
        <summary>
          <h3 className="bid-lot__subtitle">{t('bidding.last_bids', 'Last bids')}</h3>
        </summary>
        <BidList bids={lot.lastBids} myNumber={myNumber} lotCode={lot.code} />
      </details>
      <details className="bid-lot__more" onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary>
          <h3 className="bid-lot__subtitle">{t('bid_history.open', 'Bid history and price chart')}</h3>
        </summary>
        {historyOpen && <BidHistory lotId={lot.lotId} lotCode={lot.code} myNumber={myNumber} bidCount={lot.bidCount} />}
      </details>
      {receipts.length > 0 && (
        <details className="bid-lot__more">
          <summary>
            <h3 className="bid-lot__subtitle">
              {t('bidding.my_receipts', 'Your receipts ({{n}})', { n: receipts.length })}
            </h3>
          </summary>
          <ReceiptList receipts={receipts} lotCode={lot.code} />
        </details>
      )}
    </section>
  );
}
