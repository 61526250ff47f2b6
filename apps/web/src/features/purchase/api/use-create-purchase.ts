import { ZDataResponse, ZPurchase, type TCreatePurchaseInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidatePurchases } from './invalidate-purchases';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/** POST /purchase/store (JSON): the server numbers the purchase and computes the amounts and the total. */
export function postCreatePurchase(body: TCreatePurchaseInput) {
  return request('/purchase/store', { method: 'POST', body, schema: ZPurchaseResponse });
}

export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreatePurchase,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidatePurchases(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
