import { useTranslation } from 'react-i18next';
import { formatDay } from '@portal/contracts/dates';
import { formatMoney } from '@portal/contracts/money-format';
import { nextStepsText, type WinnerNextSteps } from '@portal/contracts/winner-next-steps';
import { currentLanguage } from '@/shared/i18n/language';

/**
 * A lot's next steps as its winner reads them (ADR 0088), in the interface language (else Albanian): "You won at
 * <price>. Pay by <day>; pick up at <place>, <hours>." and the auction's note. The server sends them to the winner
 * alone, so whoever sees this won the lot.
 */
export function WinnerNextStepsText({
  nextSteps,
  withPrice = true,
  testId,
}: {
  nextSteps: WinnerNextSteps;
  /** False where the screen already says the price the lot was won at. */
  withPrice?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const place = nextStepsText(nextSteps.pickUpPlace, currentLanguage);
  const hours = nextStepsText(nextSteps.pickUpHours, currentLanguage);
  const note = nextStepsText(nextSteps.note, currentLanguage);
  const where = [place, hours].filter((part): part is string => part !== null).join(', ');
  const payBy = t('bidding.pay_by', 'Pay by {{date}}', { date: formatDay(nextSteps.paymentDueDay) });
  return (
    <div className="bid-next-steps" data-testid={testId}>
      <p className="bid-next-steps__line" data-testid={testId && `${testId}-line`}>
        {withPrice &&
          `${t('bidding.won_at', 'You won at {{amount}}.', { amount: formatMoney(nextSteps.amount, currentLanguage) })} `}
        {where ? `${payBy}; ${t('bidding.pick_up_at', 'pick up at {{where}}', { where })}.` : `${payBy}.`}
      </p>
      {note && (
        <p className="bid-next-steps__note" data-testid={testId && `${testId}-note`}>
          {note}
        </p>
      )}
    </div>
  );
}
