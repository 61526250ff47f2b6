import { ZDataResponse, ZDeletedPurchases } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidatePurchases } from './invalidate-purchases';

const ZDeletedPurchasesResponse = ZDataResponse(ZDeletedPurchases);

/** A delivered purchase takes its lines out of the stock; refused (409) when that would go below zero. */
export function postDeletePurchase(id: number) {
  return request('/purchase/delete', { method: 'POST', body: { id }, schema: ZDeletedPurchasesResponse });
}

export function useDeletePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeletePurchase,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidatePurchases(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
