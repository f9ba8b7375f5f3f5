import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, type InputRef } from 'antd';
import { ArrowUpOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AMOUNT_ERROR, toCents, type SendBidAnswer } from '@portal/contracts/bidding';
import { QUICK_BID_STEPS, quickBidAmount } from '@portal/contracts/follows';
import { isApiError } from '@/shared/api/api-error';
import { currentLanguage } from '@/shared/i18n/language';
import type { LiveAuctionStore } from '../api/live-auction';
import type { Timed } from '../api/timed';
import { newIdempotencyKey } from '../lib/idempotency';
import { formatAmount, formatMoney } from '@portal/contracts/money-format';
import { amountAfterMinimumChange, parseAmount, type ParsedAmount } from '../lib/amounts';
import type { LiveLot } from '../lib/live-lots';
import { aboveCeilingMessage, readRefusal } from '../lib/refusals';
import { ConfirmBidDialog, type BidAttempt } from './confirm-bid-dialog';
import { MaximumControl } from './maximum-control';

/**
 * What became of the last bid: accepted and leading (success); accepted but outbid at once by another bidder's
 * maximum (a warning: the bidder has to act again); refused (an error).
 */
type Outcome = { kind: 'accepted' | 'outbid' | 'refused'; title: string; text?: string } | null;

const OUTCOME_ALERT = {
  accepted: { type: 'success', role: 'status' },
  outbid: { type: 'warning', role: 'alert' },
  refused: { type: 'error', role: 'alert' },
} as const;

/**
 * Whether the lot (the section around `ref`) is on screen: while it is, a phone pins its bid bar to the bottom of the
 * screen (CSS), so the bar is reachable without scrolling down the lot.
 */
function useLotInView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const section = ref.current?.closest('section');
    if (!section || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(section);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/** Where the keyboard goes once the confirmation is gone: the amount after an answer, the button after a cancel. */
type FocusTarget = 'amount' | 'submit' | null;

/**
 * The bid of an approved bidder on an active lot (spec §4): the amount pre-filled with the minimum next bid
 * and kept at least at it as bids arrive (unless the bidder typed more), "raise to minimum", an optional
 * private maximum, then the confirmation. Amounts are offered from the minimum next bid up to the lot's bid ceiling
 * (`maximumAllowedBid`), checked before sending; once no bid fits any more (null) neither the form nor the maximum is
 * offered. Refusals say why, on the form, and the lot reads what it missed.
 * The leading bidder sees their maximum instead of the form; the confirmation and the outcome stay while
 * the lot changes hands under them (the bid's own push often comes before its answer). Without the live connection
 * (`live` false) the form still sends: the server decides against the lot as it is, and the bidder is told so.
 */
export function BidForm({
  auctionId,
  lot,
  store,
  leading,
  live = true,
}: {
  auctionId: number;
  lot: LiveLot;
  store: LiveAuctionStore;
  leading: boolean;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const minimum = lot.minimumNextBid;
  const ceiling = lot.maximumAllowedBid;
  const [text, setText] = useState(() => formatAmount(minimum, currentLanguage));
  const [typed, setTyped] = useState(false);
  const [focused, setFocused] = useState(false);
  const [withMaximum, setWithMaximum] = useState(false);
  const [maximumText, setMaximumText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [maximumError, setMaximumError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState<BidAttempt | null>(null);
  const amountRef = useRef<InputRef>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusAfterDialog = useRef<FocusTarget>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const pinned = useLotInView(barRef);

  // The confirmation is gone (its focused button with it): put the keyboard back in the form. A bidder who now leads
  // has no amount field (their maximum shows instead): the outcome, just above, takes the focus.
  useEffect(() => {
    const target = focusAfterDialog.current;
    if (target === null || attempt !== null) return;
    focusAfterDialog.current = null;
    const element = target === 'submit' ? submitRef.current : leading ? outcomeRef.current : amountRef.current;
    (element ?? outcomeRef.current)?.focus();
  }, [attempt, leading]);

  // The minimum moved (a bid arrived): the amount follows it unless the bidder typed enough.
  const [seenMinimum, setSeenMinimum] = useState(minimum);
  if (seenMinimum !== minimum) {
    setSeenMinimum(minimum);
    const next = amountAfterMinimumChange({ text, typed, focused }, minimum, currentLanguage);
    if (next !== null) {
      setText(next);
      setTyped(false);
    }
  }

  // Outbid since the last outcome: "your bid was accepted" is old news.
  const position = lot.mine?.position ?? null;
  const [seenPosition, setSeenPosition] = useState(position);
  if (seenPosition !== position) {
    setSeenPosition(position);
    if (position === 'OUTBID' && outcome?.kind === 'accepted') setOutcome(null);
  }

  const amountMessage = (parsed: ParsedAmount): string | null => {
    if (!parsed.ok)
      return parsed.error === 'empty'
        ? t('bidding.amount_required', 'Enter the amount of your bid.')
        : t(parsed.error, parsed.error);
    if (toCents(parsed.value) < toCents(minimum))
      return t('bidding.amount_below_minimum', 'The minimum next bid is {{amount}}.', {
        amount: formatMoney(minimum, currentLanguage),
      });
    if (ceiling !== null && toCents(parsed.value) > toCents(ceiling))
      return aboveCeilingMessage(t, ceiling, currentLanguage);
    return null;
  };

  const review = () => {
    setOutcome(null);
    if (ceiling === null) return;
    const amount = parseAmount(text, currentLanguage);
    const amountProblem = amountMessage(amount);
    let maximum: number | null = null;
    let maximumProblem: string | null = null;
    if (withMaximum) {
      const parsed = parseAmount(maximumText, currentLanguage);
      if (!parsed.ok)
        maximumProblem =
          parsed.error === 'empty'
            ? t('bidding.maximum_required', 'Enter your maximum, or untick the private maximum.')
            : t(parsed.error, parsed.error);
      else if (amount.ok && toCents(parsed.value) < toCents(amount.value))
        maximumProblem = t(AMOUNT_ERROR.maximumBelowAmount, 'The maximum must be at least your bid.');
      else if (toCents(parsed.value) > toCents(ceiling))
        maximumProblem = aboveCeilingMessage(t, ceiling, currentLanguage);
      else maximum = parsed.value;
    }
    setAmountError(amountProblem);
    setMaximumError(maximumProblem);
    if (amountProblem || maximumProblem || !amount.ok) return;
    setAttempt({
      auctionId,
      lotId: lot.lotId,
      lotCode: lot.code,
      amount: amount.value,
      maximum,
      minimum,
      // One key per confirmed attempt: "Send again" after a lost answer repeats this very attempt.
      idempotencyKey: newIdempotencyKey(),
    });
  };

  /** A quick bid: the current price and `steps` increments, to the same confirmation as a typed bid. */
  const quickBid = (amount: number) => {
    setOutcome(null);
    setAmountError(null);
    setMaximumError(null);
    setText(formatAmount(amount, currentLanguage));
    setTyped(true);
    setAttempt({
      auctionId,
      lotId: lot.lotId,
      lotCode: lot.code,
      amount,
      maximum: null,
      minimum,
      idempotencyKey: newIdempotencyKey(),
    });
  };
  const quickAmounts = QUICK_BID_STEPS.map((steps) => ({ steps, amount: quickBidAmount(lot, steps) })).filter(
    ({ amount }) => ceiling !== null && toCents(amount) <= toCents(ceiling),
  );

  const accepted = (answer: Timed<SendBidAnswer>) => {
    const maximum = attempt?.maximum ?? null;
    setAttempt(null);
    focusAfterDialog.current = 'amount';
    store.applySentBid(answer, maximum);
    setTyped(false);
    setText(formatAmount(answer.answer.lot.minimumNextBid, currentLanguage));
    setWithMaximum(false);
    setMaximumText('');
    const { bid, lot: after } = answer.answer;
    const values = { amount: formatMoney(bid.amount, currentLanguage), seq: bid.seq };
    setOutcome(
      after.position === 'OUTBID'
        ? {
            kind: 'outbid',
            title: t('bidding.outbid_at_once_title', 'Outbid at once by another bidder’s maximum'),
            text: t(
              'bidding.outbid_at_once_text',
              'Your bid of {{amount}} was accepted (bid #{{seq}}), but another bidder’s private maximum answered it at once with {{highest}}. You are not leading.',
              { ...values, highest: formatMoney(after.highestBid ?? bid.amount, currentLanguage) },
            ),
          }
        : {
            kind: 'accepted',
            title: t('bidding.accepted', 'Your bid of {{amount}} was accepted (bid #{{seq}}).', values),
          },
    );
  };

  const refused = (error: unknown) => {
    setAttempt(null);
    focusAfterDialog.current = 'amount';
    if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) {
      store.refused(lot.lotId);
      return;
    }
    const refusal = readRefusal(error.status, error.body, t, currentLanguage);
    store.refused(lot.lotId, refusal);
    setAmountError(refusal.amount);
    setMaximumError(refusal.maximum);
    setOutcome(refusal.message ? { kind: 'refused', title: refusal.message } : null);
    if (refusal.minimumNextBid !== null) {
      const parsed = parseAmount(text, currentLanguage);
      if (!parsed.ok || toCents(parsed.value) < toCents(refusal.minimumNextBid)) {
        setText(formatAmount(refusal.minimumNextBid, currentLanguage));
        setTyped(false);
      }
    }
  };

  const amountId = `${id}-amount`;
  const maximumId = `${id}-maximum`;
  const range = {
    minimum: formatMoney(minimum, currentLanguage),
    maximum: ceiling === null ? '' : formatMoney(ceiling, currentLanguage),
  };
  const outcomeAlert = outcome && (
    // Focusable from script only: it takes the focus after a bid when the form gives way to the leader's maximum.
    <div ref={outcomeRef} tabIndex={-1} className="bid-form__outcome" data-testid={`bid-outcome-${outcome.kind}`}>
      <Alert
        type={OUTCOME_ALERT[outcome.kind].type}
        showIcon
        role={OUTCOME_ALERT[outcome.kind].role}
        title={outcome.title}
        description={outcome.text}
      />
    </div>
  );
  const dialog = attempt && (
    <ConfirmBidDialog
      attempt={attempt}
      onAccepted={accepted}
      onRefused={refused}
      onClose={() => {
        setAttempt(null);
        focusAfterDialog.current = 'submit';
      }}
    />
  );
  const form = (
    <Form layout="vertical" onFinish={review} className="bid-form" data-testid={`bid-form-${lot.lotId}`}>
      <Form.Item
        label={t('bidding.your_bid', 'Your bid (EUR)')}
        htmlFor={amountId}
        validateStatus={amountError ? 'error' : undefined}
        help={
          // Named by the field (Form.Item links its help only to a named field): the range is heard with it.
          <span id={`${amountId}-help`} data-testid="bid-amount-help">
            {amountError ??
              (live
                ? t('bidding.range_help', 'At least {{minimum}}, at most {{maximum}}', range)
                : t('bidding.range_help_last_known', 'At least {{minimum}}, at most {{maximum}} (last known)', range))}
          </span>
        }
        className="bid-form__item"
      >
        <Flex gap={8} wrap>
          <Input
            ref={amountRef}
            id={amountId}
            value={text}
            inputMode="decimal"
            autoComplete="off"
            suffix="€"
            className="bid-form__amount"
            aria-describedby={`${amountId}-help`}
            aria-invalid={amountError !== null || undefined}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
              setAmountError(null);
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              const parsed = parseAmount(text, currentLanguage);
              if (parsed.ok) setText(formatAmount(parsed.value, currentLanguage));
            }}
            data-testid="bid-amount"
          />
          <Button
            icon={<ArrowUpOutlined aria-hidden />}
            onClick={() => {
              setText(formatAmount(minimum, currentLanguage));
              setTyped(false);
              setAmountError(null);
            }}
            data-testid="bid-raise-to-minimum"
          >
            {t('bidding.raise_to_minimum', 'Raise to minimum')}
          </Button>
        </Flex>
      </Form.Item>
      <Checkbox
        checked={withMaximum}
        onChange={(event) => {
          setWithMaximum(event.target.checked);
          setMaximumError(null);
        }}
        data-testid="bid-with-maximum"
      >
        {t('bidding.with_maximum', 'Also leave a private maximum')}
      </Checkbox>
      {withMaximum && (
        <Form.Item
          label={t('bidding.your_maximum', 'Your maximum (EUR)')}
          htmlFor={maximumId}
          validateStatus={maximumError ? 'error' : undefined}
          help={
            <span id={`${maximumId}-help`} data-testid="bid-maximum-help">
              {maximumError ?? t('bidding.at_most_help', 'At most {{amount}}', { amount: range.maximum })}
            </span>
          }
          className="bid-form__item bid-form__maximum"
        >
          <Input
            id={maximumId}
            aria-describedby={`${maximumId}-help`}
            aria-invalid={maximumError !== null || undefined}
            value={maximumText}
            inputMode="decimal"
            autoComplete="off"
            suffix="€"
            className="bid-form__amount"
            onChange={(event) => {
              setMaximumText(event.target.value);
              setMaximumError(null);
            }}
            onBlur={() => {
              const parsed = parseAmount(maximumText, currentLanguage);
              if (parsed.ok) setMaximumText(formatAmount(parsed.value, currentLanguage));
            }}
            data-testid="bid-maximum"
          />
        </Form.Item>
      )}
      <p className="bid-muted bid-form__explain">
        {t(
          'bidding.maximum_explained',
          'A maximum is private: when someone outbids you, the portal bids for you, one step at a time, up to it.',
        )}
      </p>
      {!live && (
        <p className="bid-last-known-note" data-testid="bid-offline-note">
          {t(
            'bidding.offline_bid_note',
            'Live updates are interrupted, so the minimum may have risen meanwhile. You can still bid: the server checks your bid against the lot as it is when the bid arrives.',
          )}
        </p>
      )}
      {/* The bid bar: quick bids and the send button; on a phone it stays at the bottom of the screen. */}
      <div
        ref={barRef}
        className={pinned ? 'bid-form__bar bid-form__bar--pinned' : 'bid-form__bar'}
        data-testid={`bid-bar-${lot.lotId}`}
      >
        {quickAmounts.length > 0 && (
          <div
            className="bid-form__quick"
            role="group"
            aria-label={t('bidding.quick_bids', 'Quick bids on lot {{code}}', { code: lot.code })}
          >
            {quickAmounts.map(({ steps, amount }) => (
              <Button
                key={steps}
                size="small"
                disabled={attempt !== null}
                onClick={() => quickBid(amount)}
                aria-label={t('bidding.quick_bid_label', 'Bid {{amount}} ({{steps}} × the increment)', {
                  amount: formatMoney(amount, currentLanguage),
                  steps,
                })}
                data-testid={`quick-bid-${steps}`}
              >
                +{steps} · {formatMoney(amount, currentLanguage)}
              </Button>
            ))}
          </div>
        )}
        <Button
          ref={submitRef}
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={attempt !== null}
          block
          data-testid="bid-submit"
        >
          {t('bidding.place_bid', 'Place bid')}
        </Button>
      </div>
    </Form>
  );
  // The dialog keeps its place whichever view shows: a bid on its way is never remounted. Once no bid fits any more
  // (the lot says so) neither the form nor a maximum is offered; the outcome of the last bid stays.
  return (
    <>
      {outcomeAlert}
      {ceiling === null ? null : leading ? <MaximumControl auctionId={auctionId} lot={lot} store={store} /> : form}
      {dialog}
    </>
  );
}
