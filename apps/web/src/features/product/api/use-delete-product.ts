import { ENDPOINTS, ZDataResponse, ZDeletedProducts } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './invalidate-products';

const ZDeletedProductsResponse = ZDataResponse(ZDeletedProducts);

export function postDeleteProduct(id: number) {
  return request(ENDPOINTS.product.delete, {
    method: 'POST',
    body: { id },
    schema: ZDeletedProductsResponse,
  });
}

/** The row action of the active and the archive list. */
export function useDeleteProduct() {
  return useApiMutation({
    mutationFn: postDeleteProduct,
    onSuccess: (_answer, _variables, queryClient) => void invalidateProducts(queryClient),
  });
}
