import { ENDPOINTS, ZDataResponse, ZProduct } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateProducts } from './invalidate-products';

const ZProductResponse = ZDataResponse(ZProduct);

export function postArchiveProduct(id: number) {
  return request(ENDPOINTS.product.makeArchive, { method: 'POST', body: { id }, schema: ZProductResponse });
}

/** Moves a product to the archive list (SPEC: "Yes, Archive it"). */
export function useArchiveProduct() {
  return useApiMutation({
    mutationFn: postArchiveProduct,
    onSuccess: (_answer, _variables, queryClient) => void invalidateProducts(queryClient),
  });
}
