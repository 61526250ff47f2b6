import { ZDataResponse, ZProduct, type TCreateProductBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateProducts } from './invalidate-products';
import { toProductFormData } from './product-form-data';

const ZProductResponse = ZDataResponse(ZProduct);

export type TCreateProductVariables = { values: TCreateProductBody; image: File | null };

export function postCreateProduct({ values, image }: TCreateProductVariables) {
  return request('/product/store', {
    method: 'POST',
    body: toProductFormData(values, image),
    schema: ZProductResponse,
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateProduct,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateProducts(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
