import { ENDPOINTS, ZDataResponse, ZProduct, type TCreateProductBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './invalidate-products';
import { toProductFormData } from './product-form-data';

const ZProductResponse = ZDataResponse(ZProduct);

export type TCreateProductVariables = { values: TCreateProductBody; image: File | null };

export function postCreateProduct({ values, image }: TCreateProductVariables) {
  return request(ENDPOINTS.product.store, {
    method: 'POST',
    body: toProductFormData(values, image),
    schema: ZProductResponse,
  });
}

export function useCreateProduct() {
  return useApiMutation({
    mutationFn: postCreateProduct,
    onSuccess: (_answer, _variables, queryClient) => void invalidateProducts(queryClient),
  });
}
