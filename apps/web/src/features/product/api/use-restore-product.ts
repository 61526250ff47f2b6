import { ZDataResponse, ZProduct } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateProducts } from './invalidate-products';

const ZProductResponse = ZDataResponse(ZProduct);

export function postRestoreProduct(id: number) {
  return request('/product/restore', { method: 'POST', body: { id }, schema: ZProductResponse });
}

/** Brings an archived product back to the active list. */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRestoreProduct,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateProducts(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
