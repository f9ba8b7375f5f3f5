import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FAT_FINGER_FACTOR, type SendBidAnswer } from '@portal/contracts/bidding';
import { isApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { currentLanguage } from '@/shared/i18n/language';
import { useSendBid } from '../api/send-bid';
import type { Timed } from '../api/timed';
import { amountInWords } from '../lib/amount-in-words';
import { formatMoney } from '@portal/contracts/money-format';
import { isFatFinger } from '../lib/amounts';

export type BidAttempt = {
  auctionId: number;
  lotId: number;
  lotCode: string;
  amount: number;
  maximum: number | null;
  /** The minimum next bid when the bidder asked to confirm (the fat-finger rule's measure). */
  minimum: number;
  /** The attempt's `Idempotency-Key`, made when the bidder asked to confirm. */
  idempotencyKey: string;
};

/**
 * The confirmation of a bid: the amount in figures and in words in the interface language, the private
 * maximum if any, and a warning above `FAT_FINGER_FACTOR` times the minimum. One `Idempotency-Key` per
 * confirmed attempt: after a lost answer "Send again" repeats the same attempt, so it can never bid twice.
 * The dialog cannot be closed while the bid is on its way.
 */
export function ConfirmBidDialog({
  attempt,
  onAccepted,
  onRefused,
  onClose,
}: {
  attempt: BidAttempt;
  onAccepted: (answer: Timed<SendBidAnswer>) => void;
  onRefused: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [lost, setLost] = useState(false);
  const mutation = useSendBid();
  const fatFinger = isFatFinger(attempt.amount, attempt.minimum);

  const send = () => {
    setLost(false);
    mutation.mutate(
      {
        auctionId: attempt.auctionId,
        lotId: attempt.lotId,
        offeredAmount: attempt.amount,
        maximumAmount: attempt.maximum,
        idempotencyKey: attempt.idempotencyKey,
      },
      {
        onSuccess: onAccepted,
        onError: (error) => {
          if (isApiError(error) && error.status === NETWORK_ERROR_STATUS) setLost(true);
          else onRefused(error);
        },
      },
    );
  };

  const busy = mutation.isPending;
  return (
    <Modal
      open
      title={t('bidding.confirm_title', 'Confirm your bid on lot {{code}}', { code: attempt.lotCode })}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      destroyOnHidden
      data-testid="confirm-bid-dialog"
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy} data-testid="confirm-bid-cancel">
          {t('bidding.cancel', 'Cancel')}
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={busy}
          onClick={send}
          autoFocus
          danger={fatFinger}
          className={fatFinger ? 'bid-confirm__danger' : undefined}
          data-testid="confirm-bid-send"
        >
          {lost ? t('bidding.send_again', 'Send again') : t('bidding.confirm_send', 'Confirm bid')}
        </Button>,
      ]}
    >
      <div className="bid-confirm">
        <p className="bid-confirm__label">{t('bidding.confirm_amount', 'You bid')}</p>
        <p className="bid-confirm__amount" data-testid="confirm-bid-amount">
          {formatMoney(attempt.amount, currentLanguage)}
        </p>
        <p className="bid-confirm__words" data-testid="confirm-bid-words">
          {amountInWords(attempt.amount, currentLanguage)}
        </p>
        {attempt.maximum !== null && (
          <p data-testid="confirm-bid-maximum">
            {t('bidding.confirm_maximum', 'Your private maximum: {{amount}} ({{words}}).', {
              amount: formatMoney(attempt.maximum, currentLanguage),
              words: amountInWords(attempt.maximum, currentLanguage),
            })}
          </p>
        )}
        {fatFinger && (
          <Alert
            type="warning"
            showIcon
            data-testid="confirm-bid-fat-finger"
            title={t('bidding.fat_finger_title', 'This is more than {{factor}} times the minimum bid', {
              factor: FAT_FINGER_FACTOR,
            })}
            description={t(
              'bidding.fat_finger_text',
              'The minimum next bid is {{minimum}}. Check that you mean {{amount}} before you confirm.',
              {
                minimum: formatMoney(attempt.minimum, currentLanguage),
                amount: formatMoney(attempt.amount, currentLanguage),
              },
            )}
          />
        )}
        {lost && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="confirm-bid-lost"
            title={t('bidding.lost_title', 'No answer from the server')}
            description={t(
              'bidding.lost_text',
              'Your bid may or may not have arrived. Send it again: the same confirmation is never placed twice.',
            )}
          />
        )}
        <p className="bid-muted">{t('bidding.confirm_final', 'An accepted bid cannot be withdrawn.')}</p>
      </div>
    </Modal>
  );
}
