import { ENDPOINTS, ZDataResponse, ZSale, type TCreateSaleInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/store (JSON): the server numbers the bill, prices its lines and takes them out of the stock (409 when a product has not enough). */
export function postCreateSale(body: TCreateSaleInput) {
  return request(ENDPOINTS.sale.store, { method: 'POST', body, schema: ZSaleResponse });
}

export function useCreateSale() {
  return useApiMutation({
    mutationFn: postCreateSale,
    onSuccess: (_answer, _variables, queryClient) => void invalidateSales(queryClient),
  });
}
