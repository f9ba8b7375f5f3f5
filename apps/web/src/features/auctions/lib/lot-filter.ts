import { LOT_FILTER, LOT_FILTERS } from '@portal/contracts/public-auctions';
import { positiveIntParam } from './url-params';

export type LotFilter = (typeof LOT_FILTERS)[number];

/**
 * The lot filter of the address (`?filter=2`): 1 all, 2 upcoming, 3 running, 4 my auctions. "My
 * auctions" only for a signed-in user; anything else is "all" (spec §9: the home page loads type 1 first).
 */
export function lotFilterFromParam(value: string | null, signedIn: boolean): LotFilter {
  const n = positiveIntParam(value, LOT_FILTER.ALL);
  if (n === LOT_FILTER.MINE && !signedIn) return LOT_FILTER.ALL;
  return (LOT_FILTERS as readonly number[]).includes(n) ? (n as LotFilter) : LOT_FILTER.ALL;
}
