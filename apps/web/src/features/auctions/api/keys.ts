import { adminKeys } from '@/shared/admin-kit/api/keys';

export const AUCTIONS_RESOURCE = 'auctions';
export const LOTS_RESOURCE = 'lots';
/** Products change status when they enter or leave a lot. */
export const PRODUCTS_RESOURCE = 'products';

/** Everything under `['auctions']` and `['lots']`, so the admin kit's lists refresh with these. */
export const auctionKeys = {
  all: adminKeys.all(AUCTIONS_RESOURCE),
  record: (id: number) => adminKeys.record(AUCTIONS_RESOURCE, id),
  lots: (id: number) => [AUCTIONS_RESOURCE, 'lots', id] as const,
  log: (auctionNumber: string, page: number, count: number) =>
    [AUCTIONS_RESOURCE, 'log', auctionNumber, page, count] as const,
};

export const lotKeys = {
  all: adminKeys.all(LOTS_RESOURCE),
  record: (id: number) => adminKeys.record(LOTS_RESOURCE, id),
  free: (search: string) => [LOTS_RESOURCE, 'free', search] as const,
  products: (id: number) => [LOTS_RESOURCE, 'products', id] as const,
  licenseTypes: (id: number) => [LOTS_RESOURCE, 'licensetypes', id] as const,
  log: (id: number, page: number, count: number) => [LOTS_RESOURCE, 'log', id, page, count] as const,
  history: (id: number, page: number, count: number) => [LOTS_RESOURCE, 'history', id, page, count] as const,
};
