import { ENDPOINTS, ZDataResponse, ZPurchase, type TUpdatePurchaseInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidatePurchases } from './invalidate-purchases';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/**
 * POST /purchase/update: the whole purchase, its lines replacing the stored ones. Changing a delivered one can
 * be refused (409) when a product's stock would go below zero; the toast shows the server's sentence.
 */
export function postUpdatePurchase(body: TUpdatePurchaseInput) {
  return request(ENDPOINTS.purchase.update, { method: 'POST', body, schema: ZPurchaseResponse });
}

export function useUpdatePurchase() {
  return useApiMutation({
    mutationFn: postUpdatePurchase,
    onSuccess: (_answer, _variables, queryClient) => void invalidatePurchases(queryClient),
  });
}
