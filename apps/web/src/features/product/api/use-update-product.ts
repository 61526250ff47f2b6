import { ZDataResponse, ZProduct, type TCreateProductBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateProducts } from './invalidate-products';
import { toProductFormData } from './product-form-data';

const ZProductResponse = ZDataResponse(ZProduct);

export type TUpdateProductVariables = { id: number; values: TCreateProductBody; image: File | null };

export function postUpdateProduct({ id, values, image }: TUpdateProductVariables) {
  return request('/product/update', {
    method: 'POST',
    body: toProductFormData(values, image, id),
    schema: ZProductResponse,
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateProduct,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateProducts(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
