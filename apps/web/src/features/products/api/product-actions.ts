import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_PICTURE_BEAN, type ProductRecord } from '@portal/contracts/products';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { attachmentsQueryOptions } from '@/shared/upload/get-attachments';
import { productKeys } from './keys';

/** `POST /products/withdraw` (only an available product; 409 otherwise). */
export const withdrawProduct = (id: number, reason: string) =>
  apiClient.post<ProductRecord>(apiPath('/products/withdraw'), { json: { id, reason } });

/** `POST /products/delete_photos`: every photo of the product. */
export const deleteProductPhotos = (id: number) =>
  apiClient.post<{ deleted: number }>(apiPath('/products/delete_photos'), { json: { id } });

export function useWithdrawProduct(options: { onSuccess?: (product: ProductRecord) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => withdrawProduct(id, reason),
    // A reason the server refuses is shown on the field.
    meta: { handledStatuses: [400] },
    onSuccess: async (product) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      options.onSuccess?.(product);
    },
  });
}

export function useDeleteProductPhotos(options: { onSuccess?: (deleted: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProductPhotos(id),
    onSuccess: async (result, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: attachmentsQueryOptions(PRODUCT_PICTURE_BEAN, id).queryKey }),
      ]);
      options.onSuccess?.(result.deleted);
    },
  });
}
