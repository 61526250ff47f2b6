import { ZDataResponse, ZProduct } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateProducts } from './invalidate-products';

const ZProductResponse = ZDataResponse(ZProduct);

export function postArchiveProduct(id: number) {
  return request('/product/makeArchive', { method: 'POST', body: { id }, schema: ZProductResponse });
}

/** Moves a product to the archive list (SPEC: "Yes, Archive it"). */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postArchiveProduct,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateProducts(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
