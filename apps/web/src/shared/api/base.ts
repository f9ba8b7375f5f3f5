/** Where the API is served; the paths of `@portal/contracts/api-paths` are relative to it. */
export const API_BASE = '/data/rest';
