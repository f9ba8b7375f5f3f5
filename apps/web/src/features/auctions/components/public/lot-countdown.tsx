import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/lib/use-now';
import { countdownParts, formatCountdown } from '../../lib/countdown';

/** Spec §9 countdown: the time left until `endsAt` (this machine's clock), ticking each second. */
export function LotCountdown({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const parts = countdownParts(endsAt - now.getTime());
  return (
    <Statistic
      title={t('public_lot.time_left', 'Time left')}
      value={
        parts.over
          ? t('public_lot.bidding_over', 'Bidding has ended')
          : formatCountdown(parts, t('public_lot.day_unit', 'd'))
      }
      valueStyle={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="lot-countdown"
    />
  );
}
