import { ENDPOINTS, ZDataResponse, ZPurchase, type TCreatePurchaseInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidatePurchases } from './invalidate-purchases';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/** POST /purchase/store (JSON): the server numbers the purchase and computes the amounts and the total. */
export function postCreatePurchase(body: TCreatePurchaseInput) {
  return request(ENDPOINTS.purchase.store, { method: 'POST', body, schema: ZPurchaseResponse });
}

export function useCreatePurchase() {
  return useApiMutation({
    mutationFn: postCreatePurchase,
    onSuccess: (_answer, _variables, queryClient) => void invalidatePurchases(queryClient),
  });
}
