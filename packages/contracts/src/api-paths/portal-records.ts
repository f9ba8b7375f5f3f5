// The API paths the web calls for the customs portal's records (part of the registry in ../api-paths.ts).
export const PORTAL_RECORDS_API_PATHS = [] as const;
