/** Query keys of products: everything under `['products']`, so one invalidation refreshes lists, records and logs. */
export const PRODUCTS_RESOURCE = 'products';

export const productKeys = {
  all: [PRODUCTS_RESOURCE] as const,
  view: (query: Record<string, string | number>) => [PRODUCTS_RESOURCE, 'view', query] as const,
  pictures: (id: number) => [PRODUCTS_RESOURCE, 'pictures', id] as const,
  history: (id: number, page: number, count: number) => [PRODUCTS_RESOURCE, 'history', id, page, count] as const,
  log: (id: number, page: number, count: number) => [PRODUCTS_RESOURCE, 'log', id, page, count] as const,
};
