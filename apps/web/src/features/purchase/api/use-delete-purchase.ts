import { ENDPOINTS, ZDataResponse, ZDeletedPurchases } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidatePurchases } from './invalidate-purchases';

const ZDeletedPurchasesResponse = ZDataResponse(ZDeletedPurchases);

/** A delivered purchase takes its lines out of the stock; refused (409) when that would go below zero. */
export function postDeletePurchase(id: number) {
  return request(ENDPOINTS.purchase.delete, {
    method: 'POST',
    body: { id },
    schema: ZDeletedPurchasesResponse,
  });
}

export function useDeletePurchase() {
  return useApiMutation({
    mutationFn: postDeletePurchase,
    onSuccess: (_answer, _variables, queryClient) => void invalidatePurchases(queryClient),
  });
}
