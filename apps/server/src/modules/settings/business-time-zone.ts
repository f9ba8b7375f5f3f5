import { DEFAULT_TIME_ZONE, isTimeZone } from '@portal/contracts/dates';
import type { PublicSettings } from '@portal/contracts/public-settings';
import type { Db } from '../../platform/db/database';
import { getParameter } from './service';
import { publicAuthority } from './authority';
import type { ServiceContext } from '../../platform/http/context';

/** The `business_time_zone` parameter, or the default when this runtime does not know the zone. */
export async function businessTimeZone(db: Db): Promise<string> {
  const zone = await getParameter(db, 'business_time_zone');
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The settings the web app reads at start, before anyone signs in: the zone and the authority's public part. */
export async function publicSettings({ db }: ServiceContext): Promise<PublicSettings> {
  const [zone, authority] = await Promise.all([businessTimeZone(db), publicAuthority(db)]);
  return { businessTimeZone: zone, authority };
}
