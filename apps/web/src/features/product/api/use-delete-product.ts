import { ZDataResponse, ZDeletedProducts } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateProducts } from './invalidate-products';

const ZDeletedProductsResponse = ZDataResponse(ZDeletedProducts);

export function postDeleteProduct(id: number) {
  return request('/product/delete', { method: 'POST', body: { id }, schema: ZDeletedProductsResponse });
}

/** The row action of the active and the archive list. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteProduct,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateProducts(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
