import type { ErrorBody } from '@portal/contracts';
import type { Language } from '@portal/contracts/languages';
import { BIDDING_ERROR } from '@portal/contracts/bidding';
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
 * Reads a refused `send_bid` / `set_maximum` answer: 409 `{ _error, minimumNextBid?, status? }` says why
 * above the form (with the new minimum when given); 400 puts field keys (`bid.offeredAmount`,
 * `bid.maximumAmount`, `maximumAmount`) on the fields they name.
 */
export function readRefusal(status: number, body: ErrorBody, t: Translate, lang: Language): Refusal {
  const facts = body as ErrorBody & { minimumNextBid?: unknown; status?: unknown };
  const minimumNextBid = typeof facts.minimumNextBid === 'number' ? facts.minimumNextBid : null;
  const refusal: Refusal = { message: null, amount: null, maximum: null, minimumNextBid };
  const key = body._error;
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
    if (field === 'bid.offeredAmount' || field === 'offeredAmount') refusal.amount = text(t, value);
    else if (field === 'bid.maximumAmount' || field === 'maximumAmount') refusal.maximum = text(t, value);
    else others.push(text(t, value));
  }
  if (key) others.unshift(text(t, key));
  return { ...refusal, message: others.length > 0 ? others.join(' ') : null };
}
