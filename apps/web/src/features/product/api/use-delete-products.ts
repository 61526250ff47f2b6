import { ENDPOINTS, ZDataResponse, ZDeletedProducts } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './invalidate-products';

const ZDeletedProductsResponse = ZDataResponse(ZDeletedProducts);

/** All or nothing: one product still in use keeps every selected row (the server says which). */
export function postDeleteProducts(ids: number[]) {
  return request(ENDPOINTS.product.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedProductsResponse,
  });
}

/** "Delete selected" of the product tables. */
export function useDeleteProducts() {
  return useApiMutation({
    mutationFn: postDeleteProducts,
    onSuccess: (_answer, _variables, queryClient) => void invalidateProducts(queryClient),
  });
}
