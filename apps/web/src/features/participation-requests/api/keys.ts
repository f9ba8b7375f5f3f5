/** Query keys under the admin kit's resource key: one invalidation refreshes lists, records and logs. */
export const PARTICIPATION_RESOURCE = 'auction_participation_requests';

export const participationKeys = {
  all: [PARTICIPATION_RESOURCE] as const,
  detail: (id: number) => [PARTICIPATION_RESOURCE, 'detail', id] as const,
  userDetails: (id: number) => [PARTICIPATION_RESOURCE, 'userdetails', id] as const,
  log: (id: number, page: number, count: number) => [PARTICIPATION_RESOURCE, 'log', id, page, count] as const,
  mine: (query: Record<string, string | number>) => [PARTICIPATION_RESOURCE, 'my_requests', query] as const,
};
