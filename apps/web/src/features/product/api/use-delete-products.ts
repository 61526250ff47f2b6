import { ZDataResponse, ZDeletedProducts } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateProducts } from './invalidate-products';

const ZDeletedProductsResponse = ZDataResponse(ZDeletedProducts);

/** All or nothing: one product still in use keeps every selected row (the server says which). */
export function postDeleteProducts(ids: number[]) {
  return request('/product/deleteMulti', { method: 'POST', body: { ids }, schema: ZDeletedProductsResponse });
}

/** "Delete selected" of the product tables. */
export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteProducts,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateProducts(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
