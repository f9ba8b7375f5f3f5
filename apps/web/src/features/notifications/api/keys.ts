/** The query keys of the notification centre: every list and the count under one root, so a push refreshes them. */
export const NOTICES_ROOT = 'notifications';
export const noticeKeys = {
  all: [NOTICES_ROOT] as const,
  unread: [NOTICES_ROOT, 'unread'] as const,
  list: (params: { page: number; count: number; unread: boolean }) => [NOTICES_ROOT, 'list', params] as const,
  preferences: [NOTICES_ROOT, 'preferences'] as const,
};
