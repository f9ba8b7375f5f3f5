import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveAuctionStore } from '../api/live-auction';
import { countdownParts, crossedMark, secondsLeft } from '../lib/countdown';

/** Whole seconds left until `endTime` by the server's clock (null without an end); re-renders once a second. */
export function useSecondsLeft(store: LiveAuctionStore, endTime: string | null): number | null {
  const end = endTime ? Date.parse(endTime) : null;
  return useSyncExternalStore(store.subscribeTick, () =>
    end === null ? null : secondsLeft(end - store.getServerNow()),
  );
}

/** True once the end has come by the server's clock (the lot is closing until its status arrives). */
export function useEnded(store: LiveAuctionStore, endTime: string | null): boolean {
  const end = endTime ? Date.parse(endTime) : null;
  return useSyncExternalStore(store.subscribeTick, () => end !== null && end <= store.getServerNow());
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spec §9 countdown in days, hours, minutes and seconds, ticking each second by the server's clock. Screen
 * readers hear it only at 5 min, 1 min, 30 s and 10 s left (through the screen's polite live region).
 */
export function LotCountdown({
  store,
  endTime,
  lotCode,
  announce,
  labelledBy,
}: {
  store: LiveAuctionStore;
  endTime: string;
  lotCode: string;
  announce: (text: string) => void;
  /** The id of the "Time left" label. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(store, endTime) ?? 0;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const mark = crossedMark(previous.current, seconds);
    previous.current = seconds;
    if (mark === null) return;
    const left =
      mark >= 60
        ? t('bidding.minutes_left', '{{n}} min', { n: mark / 60 })
        : t('bidding.seconds_left', '{{n}} s', { n: mark });
    announce(t('bidding.announce_time_left', 'Lot {{code}}: {{left}} left.', { code: lotCode, left }));
  }, [seconds, announce, lotCode, t]);

  const parts = countdownParts(seconds);
  const units: Array<[number, string, string]> = [
    ...(parts.days > 0 ? [[parts.days, t('bidding.unit_days', 'd'), 'days'] as [number, string, string]] : []),
    [parts.hours, t('bidding.unit_hours', 'h'), 'hours'],
    [parts.minutes, t('bidding.unit_minutes', 'min'), 'minutes'],
    [parts.seconds, t('bidding.unit_seconds', 's'), 'seconds'],
  ];
  return (
    <div
      className="bid-countdown"
      role="timer"
      aria-labelledby={labelledBy}
      data-testid="lot-countdown"
      data-seconds={seconds}
    >
      {units.map(([value, unit, key]) => (
        <span key={key} className="bid-countdown__part">
          <span className="bid-countdown__value">{key === 'days' ? value : pad(value)}</span>
          <span className="bid-countdown__unit">{unit}</span>
        </span>
      ))}
    </div>
  );
}
