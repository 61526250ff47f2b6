import { ENDPOINTS, ZDataResponse, ZSale, type TCreateSalePaymentInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/payment: more than what is still due is refused (409, on the amount); the answer is the sale with its new payment status. */
export function postAddSalePayment(body: TCreateSalePaymentInput) {
  return request(ENDPOINTS.sale.payment, { method: 'POST', body, schema: ZSaleResponse });
}

export function useAddSalePayment() {
  return useApiMutation({
    mutationFn: postAddSalePayment,
    onSuccess: (_answer, _variables, queryClient) => void invalidateSales(queryClient),
  });
}
