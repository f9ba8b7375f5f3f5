import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@portal/contracts/attachments';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { productKeys } from './keys';

/** `GET /products/product_pictures?id=`: the photos of a product (public for products on offer). */
export const getProductPictures = (id: number, signal?: AbortSignal) =>
  apiClient.get<Attachment[]>(apiPath('/products/product_pictures'), { query: { id }, signal });

export const productPicturesQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.pictures(id), queryFn: ({ signal }) => getProductPictures(id, signal) });

export const useProductPictures = (id: number | null) =>
  useQuery({ ...productPicturesQueryOptions(id ?? 0), enabled: id !== null });
