import type { ListParams } from '../list-params';

/** Query keys of a resource: everything under `[resource]`, so one invalidation refreshes its lists and records. */
export const adminKeys = {
  all: (resource: string) => [resource] as const,
  paged: (resource: string, params: ListParams) => [resource, 'paged', params] as const,
  record: (resource: string, id: number | 'new') => [resource, 'record', id] as const,
  active: (resource: string, query: Record<string, string | number> = {}) => [resource, 'active', query] as const,
};
