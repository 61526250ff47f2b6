import { ZDataResponse, ZPurchase } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidatePurchases } from './invalidate-purchases';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/** POST /purchase/deliver: an ordered purchase becomes delivered and its lines join the stock. */
export function postDeliverPurchase(id: number) {
  return request('/purchase/deliver', { method: 'POST', body: { id }, schema: ZPurchaseResponse });
}

export function useDeliverPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeliverPurchase,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidatePurchases(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
