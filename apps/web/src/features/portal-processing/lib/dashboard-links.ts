import { ageingFilterValue, type AgeingBucket, type AgeingClock } from '@portal/contracts/portal-processing';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/business-time';
import type { QueueFilters as Filters } from '@/shared/portal/query-keys';

/** The queue filtered as a dashboard figure counts (the queue reads its filters from the address). */
export function queueLink(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${paths.portalCaseQueue}?${query}` : paths.portalCaseQueue;
}

export const ageingLink = (clock: AgeingClock, bucket: AgeingBucket) =>
  queueLink({ status: 'ALL', ageing: ageingFilterValue(clock, bucket) });

/** The decisions (approved or rejected) of a week: the queue in every status, by the days of the decision. */
export const weekLink = (weekStart: string, weekEnd: string) =>
  queueLink({ status: 'ALL', decidedFrom: formatDate(weekStart), decidedTo: formatDate(weekEnd) });
