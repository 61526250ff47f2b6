import { ZDataResponse, ZDeletedPurchases } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidatePurchases } from './invalidate-purchases';

const ZDeletedPurchasesResponse = ZDataResponse(ZDeletedPurchases);

/** All or nothing, like the server. */
export function postDeletePurchases(ids: number[]) {
  return request('/purchase/deleteMulti', {
    method: 'POST',
    body: { ids },
    schema: ZDeletedPurchasesResponse,
  });
}

/** "Delete selected" of the purchase table. */
export function useDeletePurchases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeletePurchases,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidatePurchases(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
