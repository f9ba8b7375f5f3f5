// The API paths the web calls for the customs portal's cases (part of the registry in ../api-paths.ts).
export const PORTAL_CASES_API_PATHS = [] as const;
