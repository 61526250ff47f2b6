import { ENDPOINTS, endpointPath, ZDataResponse, ZSale } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { saleDetailKey } from './sale-endpoints';

const ZSaleResponse = ZDataResponse(ZSale);

/** GET /sale/view/:id: one sale with its lines, totals and payments; another customer's answers 404. */
export function getSaleDetail(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.sale.view, { id }), { schema: ZSaleResponse, signal }).then(
    (answer) => answer.data,
  );
}

export const saleDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: saleDetailKey(id), queryFn: ({ signal }) => getSaleDetail(id, signal) });

export function useSaleDetail(id: number | null) {
  return useQuery({ ...saleDetailQueryOptions(id ?? 0), enabled: id !== null });
}
