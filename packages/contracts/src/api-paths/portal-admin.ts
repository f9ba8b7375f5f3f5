// The API paths the web calls for the customs portal's admin (part of the registry in ../api-paths.ts).
export const PORTAL_ADMIN_API_PATHS = [] as const;
