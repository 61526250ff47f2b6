import { ZDataResponse, ZSale, type TUpdateSaleInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateSales } from './invalidate-sales';

const ZSaleResponse = ZDataResponse(ZSale);

/** POST /sale/update: the whole sale, its lines replacing the stored ones; refused (409) for lack of stock or a total below what was paid. */
export function postUpdateSale(body: TUpdateSaleInput) {
  return request('/sale/update', { method: 'POST', body, schema: ZSaleResponse });
}

export function useUpdateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateSale,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateSales(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
