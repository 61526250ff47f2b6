import { ZDataResponse, ZSale } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/payment/delete: the answer is the sale with its payment status worked out again. */
export function postDeleteSalePayment(id: number) {
  return request('/sale/payment/delete', { method: 'POST', body: { id }, schema: ZSaleResponse });
}

export function useDeleteSalePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteSalePayment,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateSales(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
