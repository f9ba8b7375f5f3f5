import type { ReactNode } from 'react';
import type { PublicLot } from '@portal/contracts/public-auctions';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';

export type Fact = { key: string; label: ReactNode; value: ReactNode; testId?: string };

/** The label–value facts of an auction item or lot card (a description list). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="auction-item__facts">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Translate = (key: string, fallback: string) => string;

/** A lot's amounts as facts: starting price, minimum increment, guarantee. */
export function lotAmountFacts(
  t: Translate,
  lot: Pick<PublicLot, 'startingPrice' | 'minimumIncrementAmount' | 'guaranteeAmount'>,
  priceTestId?: string,
): Fact[] {
  return [
    {
      key: 'startingPrice',
      label: t('lot.starting_price', 'Starting price'),
      value: formatMoney(lot.startingPrice, currentLanguage),
      testId: priceTestId,
    },
    {
      key: 'minimumIncrement',
      label: t('lot.minimum_increment', 'Minimum increment'),
      value: formatMoney(lot.minimumIncrementAmount, currentLanguage),
    },
    {
      key: 'guarantee',
      label: t('lot.guarantee_amount', 'Guarantee amount'),
      value: formatMoney(lot.guaranteeAmount, currentLanguage),
    },
  ];
}
