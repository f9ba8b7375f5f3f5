// The API paths the web calls for the customs portal's processing (part of the registry in ../api-paths.ts).
export const PORTAL_PROCESSING_API_PATHS = [] as const;
