import { ENDPOINTS, ZDataResponse, ZSale, type TUpdateSaleInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/update: the whole sale, its lines replacing the stored ones; refused (409) for lack of stock or a total below what was paid. */
export function postUpdateSale(body: TUpdateSaleInput) {
  return request(ENDPOINTS.sale.update, { method: 'POST', body, schema: ZSaleResponse });
}

export function useUpdateSale() {
  return useApiMutation({
    mutationFn: postUpdateSale,
    onSuccess: (_answer, _variables, queryClient) => void invalidateSales(queryClient),
  });
}
