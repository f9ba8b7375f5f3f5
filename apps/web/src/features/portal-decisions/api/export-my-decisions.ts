import { apiPath } from '@portal/contracts/api-paths';

/**
 * `GET /portal_decisions/by_registered_user/export?format=csv|xlsx&<the register's sort and filters>`: every record
 * of the caller's register that the filters match, as a file (the shared Export button downloads it).
 */
export const MY_DECISIONS_EXPORT = apiPath('/portal_decisions/by_registered_user/export');
