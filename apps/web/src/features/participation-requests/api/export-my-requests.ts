import { apiPath } from '@portal/contracts/api-paths';

/**
 * `GET /auction_participation_requests/my_requests/export?format=csv|xlsx&sort=…`: every request of the caller's
 * list, as a file (the shared Export button downloads it).
 */
export const MY_REQUESTS_EXPORT = apiPath('/auction_participation_requests/my_requests/export');
