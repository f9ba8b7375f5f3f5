import { DEFAULT_TIME_ZONE } from '@portal/contracts/time-zone';
import { apiPath } from '@portal/contracts/api-paths';
import { API_BASE } from '@/shared/api/base';
import { setAuthority } from './authority';

/** The business time zone every screen shows and takes times in (the server's `business_time_zone`). */
let zone = DEFAULT_TIME_ZONE;

export const businessTimeZone = (): string => zone;

/** For tests; the app sets it once at start from the server. */
export function setBusinessTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    zone = timeZone;
  } catch {
    // A zone this browser does not know: keep the default rather than fail every date.
  }
}

/**
 * Reads the zone and the authority (ADR 0089) from `GET /data/rest/public_settings` before the first render; the
 * defaults if it fails.
 */
export async function loadBusinessTimeZone(): Promise<void> {
  try {
    const response = await fetch(`${API_BASE}${apiPath('/public_settings')}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { businessTimeZone?: unknown; authority?: unknown };
    if (typeof body.businessTimeZone === 'string') setBusinessTimeZone(body.businessTimeZone);
    setAuthority(body.authority);
  } catch {
    // Offline or an older server: the default zone.
  }
}
