import { apiPath } from '@portal/contracts/api-paths';

/** `GET /my_bids/export?format=csv|xlsx&filter=…`: every lot of the caller's My bids under its filter, as a file. */
export const MY_BIDS_EXPORT = apiPath('/my_bids/export');
