import { apiPath } from '@portal/contracts/api-paths';

/**
 * `GET /cases/by_registered_user/export?format=csv|xlsx&<the list's sort and filters>`: every case of the caller's
 * list that the filters match, as a file (the shared Export button downloads it).
 */
export const OWN_CASES_EXPORT = apiPath('/cases/by_registered_user/export');
