import { ZDataResponse, ZSale, type TCreateSaleInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/store (JSON): the server numbers the bill, prices its lines and takes them out of the stock (409 when a product has not enough). */
export function postCreateSale(body: TCreateSaleInput) {
  return request('/sale/store', { method: 'POST', body, schema: ZSaleResponse });
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateSale,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateSales(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
