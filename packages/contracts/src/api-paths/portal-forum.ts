// The API paths the web calls for the customs portal's forum (part of the registry in ../api-paths.ts).
export const PORTAL_FORUM_API_PATHS = [] as const;
