import { ZDataResponse, ZSale, type TCreateSalePaymentInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/payment: more than what is still due is refused (409, on the amount); the answer is the sale with its new payment status. */
export function postAddSalePayment(body: TCreateSalePaymentInput) {
  return request('/sale/payment', { method: 'POST', body, schema: ZSaleResponse });
}

export function useAddSalePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddSalePayment,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateSales(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
