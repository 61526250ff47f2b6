import { ENDPOINTS, ZDataResponse, ZProduct, type TCreateProductBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './invalidate-products';
import { toProductFormData } from './product-form-data';

const ZProductResponse = ZDataResponse(ZProduct);

export type TUpdateProductVariables = { id: number; values: TCreateProductBody; image: File | null };

export function postUpdateProduct({ id, values, image }: TUpdateProductVariables) {
  return request(ENDPOINTS.product.update, {
    method: 'POST',
    body: toProductFormData(values, image, id),
    schema: ZProductResponse,
  });
}

export function useUpdateProduct() {
  return useApiMutation({
    mutationFn: postUpdateProduct,
    onSuccess: (_answer, _variables, queryClient) => void invalidateProducts(queryClient),
  });
}
