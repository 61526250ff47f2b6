import { ZDataResponse, ZPurchase, type TUpdatePurchaseInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidatePurchases } from './invalidate-purchases';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/**
 * POST /purchase/update: the whole purchase, its lines replacing the stored ones. Changing a delivered one can
 * be refused (409) when a product's stock would go below zero; the toast shows the server's sentence.
 */
export function postUpdatePurchase(body: TUpdatePurchaseInput) {
  return request('/purchase/update', { method: 'POST', body, schema: ZPurchaseResponse });
}

export function useUpdatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdatePurchase,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidatePurchases(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
