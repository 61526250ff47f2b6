import { ENDPOINTS, ZDataResponse, ZPurchase } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidatePurchases } from './invalidate-purchases';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/** POST /purchase/deliver: an ordered purchase becomes delivered and its lines join the stock. */
export function postDeliverPurchase(id: number) {
  return request(ENDPOINTS.purchase.deliver, { method: 'POST', body: { id }, schema: ZPurchaseResponse });
}

export function useDeliverPurchase() {
  return useApiMutation({
    mutationFn: postDeliverPurchase,
    onSuccess: (_answer, _variables, queryClient) => void invalidatePurchases(queryClient),
  });
}
