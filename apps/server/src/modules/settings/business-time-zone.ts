import { DEFAULT_TIME_ZONE, isTimeZone } from '@portal/contracts/dates';
import type { PublicSettings } from '@portal/contracts/public-settings';
import type { Db } from '../../platform/db/database';
import { publicTagGeneration } from '../../platform/http/public-cache';
import { getParameter } from './service';
import { publicAuthority } from './authority';
import type { ServiceContext } from '../../platform/http/context';

/** Per database handle (one per app; a transaction's own handle is never reused): the zone and when it was read. */
const keptZones = new WeakMap<Db, { generation: number; zone: string }>();

/**
 * The `business_time_zone` parameter, or the default when this runtime does not know the zone. Nearly every list and
 * date filter asks for it: it is read once and kept until the settings change. Its one writer (`setParameter`) drops
 * the 'settings' tag here at once and on every other instance by its event; the count is taken before the read, so a
 * change during the read makes the next call read again.
 */
export async function businessTimeZone(db: Db): Promise<string> {
  const generation = publicTagGeneration('settings');
  const kept = keptZones.get(db);
  if (kept?.generation === generation) return kept.zone;
  const stored = await getParameter(db, 'business_time_zone');
  const zone = isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
  keptZones.set(db, { generation, zone });
  return zone;
}

/** The settings the web app reads at start, before anyone signs in: the zone and the authority's public part. */
export async function publicSettings({ db }: ServiceContext): Promise<PublicSettings> {
  const [zone, authority] = await Promise.all([businessTimeZone(db), publicAuthority(db)]);
  return { businessTimeZone: zone, authority };
}
