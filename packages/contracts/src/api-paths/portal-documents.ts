// The API paths the web calls for the customs portal's documents (part of the registry in ../api-paths.ts).
export const PORTAL_DOCUMENTS_API_PATHS = [] as const;
