import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nextStepsText, nextStepsTexts, type AuctionNextSteps } from '@portal/contracts/winner-next-steps';
import { currentLanguage } from '@/shared/i18n/language';
import { FactList, type Fact } from './fact-list';

/**
 * The auction page's "After the auction" section (ADR 0088): what every lot's winner does — pay within the term,
 * pick the goods up at the place and hours, the note on the contract — in the interface language (else Albanian).
 */
export function AfterTheAuction({ nextSteps }: { nextSteps: AuctionNextSteps }) {
  const { t } = useTranslation();
  const text = (field: 'pickUpPlace' | 'pickUpHours' | 'nextStepsNote') =>
    nextStepsText(nextStepsTexts(nextSteps, field), currentLanguage);
  const place = text('pickUpPlace');
  const hours = text('pickUpHours');
  const note = text('nextStepsNote');
  const facts: Fact[] = [
    {
      key: 'term',
      label: t('auction_page.payment_term', 'Payment term (days after the end of bidding)'),
      value: nextSteps.paymentTermDays,
      testId: 'after-auction-term',
    },
    ...(place
      ? [
          {
            key: 'place',
            label: t('auction_page.pick_up_place', 'Pick-up place'),
            value: place,
            testId: 'after-auction-place',
          },
        ]
      : []),
    ...(hours
      ? [
          {
            key: 'hours',
            label: t('auction_page.pick_up_hours', 'Pick-up hours'),
            value: hours,
            testId: 'after-auction-hours',
          },
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      data-testid="after-the-auction"
      title={
        <Typography.Title level={2} className="auction-page__section">
          {t('auction_page.after_auction', 'After the auction')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(
          'auction_page.after_auction_intro',
          'What the winner of a lot does: pay the winning price within the term, then pick the goods up.',
        )}
      </Typography.Paragraph>
      <FactList facts={facts} />
      {note && (
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-line', marginTop: 12, marginBottom: 0 }}
          data-testid="after-auction-note"
        >
          {note}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
