// The API paths the web calls for the customs portal's forum (part of the registry in api-paths.ts).
export const PORTAL_FORUM_API_PATHS = [
  '/forum/get_forum_messages/{id}',
  '/forum_messages',
  '/forum_messages/{id}',
  '/forum_messages/submit_forum_message',
] as const;
