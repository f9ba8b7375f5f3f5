import { useTranslation } from 'react-i18next';
import * as dates from '@portal/contracts/dates';
import { businessTimeZone, formatDateTime } from '@/shared/lib/business-time';

/** The browser's own zone; the business zone when the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || businessTimeZone();
  } catch {
    return businessTimeZone();
  }
}

/**
 * An instant as the business zone's DD.MM.YYYY HH:mm with the zone's name, and — when the viewer's own clock shows
 * another wall time — their local time beside it. Null when there is no value.
 */
export function zonedTimes(value: string | number | Date | null, localZone: string = viewerTimeZone()) {
  if (value === null || value === '') return null;
  const business = formatDateTime(value);
  if (!business) return null;
  const zone = businessTimeZone();
  const local = dates.formatDateTime(value, localZone);
  return { business, zone, local: local !== business ? { text: local, zone: localZone } : null };
}

/**
 * The one way a screen shows a point in time to bidders: "21.11.2026 10:00 (Europe/Tirane)" and, for a viewer in
 * another zone, "· your time 21.11.2026 04:00 (America/New_York)".
 */
export function ZonedTime({
  value,
  testId,
  localZone,
  stacked = false,
}: {
  value: string | number | Date | null;
  testId?: string;
  /** For tests: the viewer's zone. */
  localZone?: string;
  /** The local time on a line of its own (in narrow table cells). */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const times = zonedTimes(value, localZone);
  if (!times) return <span data-testid={testId}>—</span>;
  const iso = new Date(value!).toISOString();
  return (
    <span className="zoned-time" data-testid={testId}>
      <time dateTime={iso}>
        {times.business} ({times.zone})
      </time>
      {times.local && (
        <span
          className={stacked ? 'zoned-time__local zoned-time__local--stacked' : 'zoned-time__local'}
          data-testid={testId ? `${testId}-local` : undefined}
        >
          {stacked ? ' ' : ' · '}
          {t('time.your_time', 'your time {{time}} ({{zone}})', { time: times.local.text, zone: times.local.zone })}
        </span>
      )}
    </span>
  );
}

/** Only the viewer's local time of an instant ("your time …"), when it differs from the business zone's. */
export function LocalTimeNote({ value, testId }: { value: string | null; testId?: string }) {
  const { t } = useTranslation();
  const times = zonedTimes(value);
  if (!times?.local) return null;
  return (
    <span className="zoned-time__local" data-testid={testId}>
      {t('time.your_time', 'your time {{time}} ({{zone}})', { time: times.local.text, zone: times.local.zone })}
    </span>
  );
}
