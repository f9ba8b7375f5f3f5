import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDateTime, formatTime } from '@/shared/lib/business-time';
import type { PricePoint } from '../lib/price-chart';

/**
 * The step line of a lot's bids (recharts). Loaded on demand by the price chart: only a bid history that is opened
 * draws it, so the bidding screen does not carry the charting library (ADR 0119).
 */
export default function PriceLine({ points, seconds }: { points: PricePoint[]; seconds: boolean }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(v: number) => formatTime(v, seconds)}
        />
        <YAxis width={72} domain={['auto', 'auto']} tickFormatter={(v: number) => String(v)} />
        <Tooltip
          labelFormatter={(v) => formatDateTime(Number(v))}
          formatter={(v) => [formatMoney(Number(v), currentLanguage), t('bid_history.amount', 'Amount')]}
        />
        <Line
          type="stepAfter"
          dataKey="amount"
          stroke="#1d4ed8"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
