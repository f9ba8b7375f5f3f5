import type { AgeingBucket, AgeingClock } from '@portal/contracts/portal-processing';

/** The legal periods of the dashboard's ageing (translation key, English). */
export const AGEING_CLOCK_LABEL: Record<AgeingClock, [string, string]> = {
  DECISION: ['dashboard.clock.DECISION', 'Decision'],
  INFORMATION: ['dashboard.clock.INFORMATION', 'Answer to a request for information'],
  HEARING: ['dashboard.clock.HEARING', 'Answer to an intent to reject'],
};

/** Where a case stands in its period. */
export const AGEING_BUCKET_LABEL: Record<AgeingBucket, [string, string]> = {
  MORE_THAN_HALF_LEFT: ['dashboard.bucket.MORE_THAN_HALF_LEFT', 'More than half of the period left'],
  LESS_THAN_HALF_LEFT: ['dashboard.bucket.LESS_THAN_HALF_LEFT', 'Less than half left'],
  LAST_TENTH: ['dashboard.bucket.LAST_TENTH', 'Last tenth of the period'],
  OVERDUE: ['dashboard.bucket.OVERDUE', 'Past the deadline'],
};
