import { ENDPOINTS, ZDataResponse, ZDeletedPurchases } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidatePurchases } from './invalidate-purchases';

const ZDeletedPurchasesResponse = ZDataResponse(ZDeletedPurchases);

/** All or nothing, like the server. */
export function postDeletePurchases(ids: number[]) {
  return request(ENDPOINTS.purchase.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedPurchasesResponse,
  });
}

/** "Delete selected" of the purchase table. */
export function useDeletePurchases() {
  return useApiMutation({
    mutationFn: postDeletePurchases,
    onSuccess: (_answer, _variables, queryClient) => void invalidatePurchases(queryClient),
  });
}
