import { ENDPOINTS, ZDataResponse, ZProduct } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './invalidate-products';

const ZProductResponse = ZDataResponse(ZProduct);

export function postRestoreProduct(id: number) {
  return request(ENDPOINTS.product.restore, { method: 'POST', body: { id }, schema: ZProductResponse });
}

/** Brings an archived product back to the active list. */
export function useRestoreProduct() {
  return useApiMutation({
    mutationFn: postRestoreProduct,
    onSuccess: (_answer, _variables, queryClient) => void invalidateProducts(queryClient),
  });
}
