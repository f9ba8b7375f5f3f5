import { theme, Tooltip } from 'antd';
import { dateRangeProgress } from '@portal/contracts/progress';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/lib/use-now';
import './date-range-progress.css';

type DateRangeProgressProps = {
  start: string | Date;
  end: string | Date;
  /** Accessible name of the bar, e.g. the auction number. */
  label: string;
  size?: 'small' | 'default';
};

/**
 * Spec §9 date-range progress: the elapsed share of a period, 0 to 100 %; the warning colour above
 * 80 % and the danger colour above 100 % (the period is over). Re-renders every minute. A bar of its own in Ant
 * Design's measures rather than its Progress, which the home's auction items would otherwise load (ADR 0108).
 */
export function DateRangeProgress({ start, end, label, size = 'small' }: DateRangeProgressProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const now = useNow(60_000);
  const { percent, status } = dateRangeProgress(new Date(start), new Date(end), now);
  const color = status === 'danger' ? token.colorError : status === 'warning' ? token.colorWarning : token.colorPrimary;
  const rounded = Math.round(percent);
  return (
    <Tooltip title={t('auction.progress_elapsed', '{{percent}} % of the period has passed', { percent: rounded })}>
      <div
        className={`range-progress range-progress--${size}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        data-progress-status={status}
      >
        <div className="range-progress__bar" style={{ width: `${Math.min(rounded, 100)}%`, background: color }} />
      </div>
    </Tooltip>
  );
}
