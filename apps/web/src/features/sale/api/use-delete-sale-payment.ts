import { ENDPOINTS, ZDataResponse, ZSale } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/payment/delete: the answer is the sale with its payment status worked out again. */
export function postDeleteSalePayment(id: number) {
  return request(ENDPOINTS.sale.deletePayment, { method: 'POST', body: { id }, schema: ZSaleResponse });
}

export function useDeleteSalePayment() {
  return useApiMutation({
    mutationFn: postDeleteSalePayment,
    onSuccess: (_answer, _variables, queryClient) => void invalidateSales(queryClient),
  });
}
