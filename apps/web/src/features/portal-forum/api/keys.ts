/** Query keys of the case forums. */
export const forumKeys = {
  all: ['forum'] as const,
  messages: (forumId: number) => ['forum', 'messages', forumId] as const,
};
