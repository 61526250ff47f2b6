import { ENDPOINTS, endpointPath, ZDataResponse, ZPurchase } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { purchaseDetailKey } from './purchase-endpoints';

const ZPurchaseResponse = ZDataResponse(ZPurchase);

/** GET /purchase/view/:id: one purchase with its lines; another supplier's purchase answers 404. */
export function getPurchaseDetail(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.purchase.view, { id }), { schema: ZPurchaseResponse, signal }).then(
    (answer) => answer.data,
  );
}

export const purchaseDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: purchaseDetailKey(id), queryFn: ({ signal }) => getPurchaseDetail(id, signal) });

export function usePurchaseDetail(id: number | null) {
  return useQuery({ ...purchaseDetailQueryOptions(id ?? 0), enabled: id !== null });
}
