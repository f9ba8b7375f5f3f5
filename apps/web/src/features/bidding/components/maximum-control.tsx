import { useId, useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AMOUNT_ERROR, toCents } from '@portal/contracts/bidding';
import { isApiError } from '@/shared/api/api-error';
import { currentLanguage } from '@/shared/i18n/language';
import type { LiveAuctionStore } from '../api/live-auction';
import { useSetMaximum } from '../api/set-maximum';
import { formatAmount, formatMoney } from '@portal/contracts/money-format';
import { parseAmount } from '../lib/amounts';
import { maximumStanding, type LiveLot } from '../lib/live-lots';
import { aboveCeilingMessage, readRefusal } from '../lib/refusals';

/**
 * The leading bidder's private maximum (spec §4 maximum bids): shown to them alone while it can still bid for them,
 * changed or removed without bidding (`set_maximum`); it may not be below their own highest bid, nor above the lot's
 * bid ceiling (`maximumAllowedBid`: a maximum is a bid to come).
 */
export function MaximumControl({
  auctionId,
  lot,
  store,
}: {
  auctionId: number;
  lot: LiveLot;
  store: LiveAuctionStore;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSetMaximum();
  // A maximum the bidder's own later bid went past can no longer bid for them: it is not shown as theirs.
  const standing = maximumStanding(lot);
  const current = standing?.standing === 'ACTIVE' ? standing.amount : null;
  const ceiling = lot.maximumAllowedBid;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const save = (maximumAmount: number | null) => {
    setMessage(null);
    mutation.mutate(
      { auctionId, lotId: lot.lotId, maximumAmount },
      {
        onSuccess: (answer) => {
          store.applyMaximum(lot.lotId, answer.maximumAmount);
          setEditing(false);
          setError(null);
        },
        onError: (failure) => {
          if (!isApiError(failure)) return;
          if (failure.status === 400 || failure.status === 409) {
            const refusal = readRefusal(failure.status, failure.body, t, currentLanguage);
            setError(refusal.maximum);
            setMessage(refusal.message);
            store.refused(lot.lotId, refusal);
          } else if (failure.status === 0) setMessage(t('network_error', 'The server cannot be reached.'));
        },
      },
    );
  };

  const submit = () => {
    const parsed = parseAmount(text, currentLanguage);
    if (!parsed.ok) {
      setError(
        parsed.error === 'empty'
          ? t('bidding.maximum_required_leader', 'Enter your maximum.')
          : t(parsed.error, parsed.error),
      );
      return;
    }
    if (lot.highestBid !== null && toCents(parsed.value) < toCents(lot.highestBid)) {
      setError(t(AMOUNT_ERROR.maximumBelowHighest, 'The maximum cannot be below your highest bid.'));
      return;
    }
    if (ceiling !== null && toCents(parsed.value) > toCents(ceiling)) {
      setError(aboveCeilingMessage(t, ceiling, currentLanguage));
      return;
    }
    save(parsed.value);
  };

  const inputId = `${id}-maximum`;
  const range =
    lot.highestBid !== null && ceiling !== null
      ? t('bidding.range_help', 'At least {{minimum}}, at most {{maximum}}', {
          minimum: formatMoney(lot.highestBid, currentLanguage),
          maximum: formatMoney(ceiling, currentLanguage),
        })
      : null;
  return (
    <div className="bid-maximum" data-testid={`maximum-control-${lot.lotId}`}>
      <p className="bid-maximum__current" data-testid="my-maximum">
        {current !== null
          ? t('bidding.your_maximum_is', 'Your private maximum: {{amount}}', {
              amount: formatMoney(current, currentLanguage),
            })
          : t('bidding.no_maximum', 'You have no private maximum on this lot.')}
      </p>
      {message && <Alert type="error" showIcon role="alert" title={message} className="bid-form__outcome" />}
      {editing ? (
        <Form layout="vertical" onFinish={submit} className="bid-form">
          <Form.Item
            label={t('bidding.your_maximum', 'Your maximum (EUR)')}
            htmlFor={inputId}
            validateStatus={error ? 'error' : undefined}
            help={
              // Named by the field (Form.Item links its help only to a named field): the range is heard with it.
              <span id={`${inputId}-help`} data-testid="maximum-amount-help">
                {error ?? range}
              </span>
            }
            className="bid-form__item"
          >
            <Input
              id={inputId}
              aria-describedby={`${inputId}-help`}
              aria-invalid={error !== null || undefined}
              value={text}
              inputMode="decimal"
              autoComplete="off"
              suffix="€"
              className="bid-form__amount"
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              data-testid="maximum-amount"
            />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="maximum-save">
              {t('bidding.save_maximum', 'Save maximum')}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={mutation.isPending}>
              {t('bidding.cancel', 'Cancel')}
            </Button>
          </Flex>
        </Form>
      ) : (
        <Flex gap={8} wrap>
          <Button
            onClick={() => {
              setText(current !== null ? formatAmount(current, currentLanguage) : '');
              setError(null);
              setEditing(true);
            }}
            data-testid="maximum-edit"
          >
            {current !== null
              ? t('bidding.change_maximum', 'Change maximum')
              : t('bidding.set_maximum', 'Set a maximum')}
          </Button>
          {current !== null && (
            <Button onClick={() => save(null)} loading={mutation.isPending} data-testid="maximum-remove">
              {t('bidding.remove_maximum', 'Remove maximum')}
            </Button>
          )}
        </Flex>
      )}
      <p className="bid-muted bid-form__explain">
        {t(
          'bidding.maximum_explained',
          'A maximum is private: when someone outbids you, the portal bids for you, one step at a time, up to it.',
        )}
      </p>
    </div>
  );
}
