import { apiPath } from '@portal/contracts/api-paths';

/**
 * `GET /portal_cases/queue/export?format=csv|xlsx&<the queue's sort and filters>`: every case of the queue that the
 * filters match, as a file (the shared Export button downloads it).
 */
export const CASE_QUEUE_EXPORT = apiPath('/portal_cases/queue/export');
