/**
 * The business time zone until the `business_time_zone` parameter says otherwise; apart from dates.ts so that
 * the web app's first download takes this line only.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Tirane';
