import { ENDPOINTS, ZMessageResponse, type TStockAdjustBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /stock/adjust: the list and the product's ledger show the new stock at once. */
export function useAdjustStock() {
  return useApiMutation({
    mutationFn: (body: TStockAdjustBody) =>
      request(ENDPOINTS.stock.adjust, { method: 'POST', body, schema: ZMessageResponse }),
    invalidates: [ENDPOINTS.stock.list, ENDPOINTS.stock.movements, ENDPOINTS.stock.place],
  });
}
