import type { ErrorBody } from '@portal/contracts';
import type { Language } from '@portal/contracts/languages';
import { AMOUNT_ERROR, BIDDING_ERROR } from '@portal/contracts/bidding';
import { formatMoney } from '@portal/contracts/money-format';

type Translate = (key: string, fallback: string, values: Record<string, unknown>) => string;

/** What the bid form shows after a refused bid or maximum, and the new minimum the refusal told. */
export type Refusal = {
  /** The message above the form (a 409, or a 400 without a field of the form). */
  message: string | null;
  /** Messages of the form's fields (a 400's field keys). */
  amount: string | null;
  maximum: string | null;
  /** The lot's minimum next bid as the refusal gave it. */
  minimumNextBid: number | null;
  /** The lot's bid ceiling as a refusal above it gave it (400 `eauction.bid_above_ceiling`), else null. */
  ceiling: number | null;
  /** The lot has reached the highest amount the portal takes (409 `eauction.bid_limit_reached`): no bid fits, ever. */
  limitReached: boolean;
};

// The texts of the refusal keys, with the facts each answer carries.
const TEXTS: Record<string, string> = {
  [BIDDING_ERROR.bidTooLow]: 'Your bid is below the minimum next bid.',
  [BIDDING_ERROR.alreadyHighest]: 'You already hold the highest bid on this lot.',
  [BIDDING_ERROR.lotEnded]: 'Bidding on this lot has ended.',
  [BIDDING_ERROR.lotNotActive]: 'This lot is not taking bids.',
  [BIDDING_ERROR.notApprovedForLot]: 'You are not approved to bid on this lot.',
  [BIDDING_ERROR.auctionNotRunning]: 'The auction is not running.',
  [BIDDING_ERROR.idempotencyKeyReused]: 'This confirmation was already used for another bid. Please bid again.',
  [BIDDING_ERROR.bidLimitReached]:
    "This lot's highest bid has reached the largest amount the portal takes: no further bid can be accepted.",
  [AMOUNT_ERROR.aboveCeiling]: 'The amount is above the highest bid allowed on this lot now.',
  'eauction.maximum_only_for_leader': 'Only the leading bidder can change a maximum without bidding.',
  'eauction.maximum_below_highest': 'The maximum cannot be below your highest bid.',
  'eauction.maximum_below_amount': 'The maximum must be at least your bid.',
  'eauction.lot_not_in_auction': 'This lot does not belong to the auction.',
  'validation.amount_invalid': 'Enter an amount above 0 with at most two decimals.',
  'validation.amount_decimals': 'An amount has at most two decimals (cents).',
  'validation.too_big': 'The value is too big.',
};

const text = (t: Translate, key: string) => t(key, TEXTS[key] ?? key, {});

/**
 * An amount (or maximum) above the lot's bid ceiling, with the ceiling: the same words whether the screen saw it before
 * sending or the server refused it (its body gives the ceiling it applied).
 */
export function aboveCeilingMessage(t: Translate, ceiling: number, lang: Language): string {
  return `${text(t, AMOUNT_ERROR.aboveCeiling)} ${t(
    'bidding.maximum_allowed',
    'The highest bid allowed now is {{amount}}.',
    {
      amount: formatMoney(ceiling, lang),
    },
  )}`;
}

/**
 * Reads a refused `send_bid` / `set_maximum` answer: 409 `{ _error, minimumNextBid?, status? }` says why
 * above the form (with the new minimum when given); 400 puts field keys (`bid.offeredAmount`,
 * `bid.maximumAmount`, `maximumAmount`) on the fields they name, an amount above the bid ceiling with the
 * `maximumAllowedBid` the body gives.
 */
export function readRefusal(status: number, body: ErrorBody, t: Translate, lang: Language): Refusal {
  const facts = body as ErrorBody & { minimumNextBid?: unknown; maximumAllowedBid?: unknown; status?: unknown };
  const minimumNextBid = typeof facts.minimumNextBid === 'number' ? facts.minimumNextBid : null;
  const fieldKeys = Object.values(body);
  const ceiling =
    status === 400 && fieldKeys.includes(AMOUNT_ERROR.aboveCeiling) && typeof facts.maximumAllowedBid === 'number'
      ? facts.maximumAllowedBid
      : null;
  const key = body._error;
  const refusal: Refusal = {
    message: null,
    amount: null,
    maximum: null,
    minimumNextBid,
    ceiling,
    limitReached: status === 409 && key === BIDDING_ERROR.bidLimitReached,
  };
  // A field's message: the ceiling's says the highest amount allowed.
  const fieldText = (value: string) =>
    value === AMOUNT_ERROR.aboveCeiling && ceiling !== null ? aboveCeilingMessage(t, ceiling, lang) : text(t, value);
  if (status === 409 && key) {
    let message = text(t, key);
    if (key === BIDDING_ERROR.bidTooLow && minimumNextBid !== null)
      message = `${message} ${t('bidding.minimum_now', 'The minimum is now {{amount}}.', {
        amount: formatMoney(minimumNextBid, lang),
      })}`;
    if (key === BIDDING_ERROR.lotNotActive && typeof facts.status === 'string')
      message = `${message} (${t(`lot.status_${facts.status.toLowerCase()}`, facts.status, {})})`;
    return { ...refusal, message };
  }
  const others: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (field === '_error' || typeof value !== 'string') continue;
    if (field === 'bid.offeredAmount' || field === 'offeredAmount') refusal.amount = fieldText(value);
    else if (field === 'bid.maximumAmount' || field === 'maximumAmount') refusal.maximum = fieldText(value);
    else others.push(text(t, value));
  }
  if (key) others.unshift(text(t, key));
  return { ...refusal, message: others.length > 0 ? others.join(' ') : null };
}
