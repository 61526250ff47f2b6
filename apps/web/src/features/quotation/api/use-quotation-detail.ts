import { ENDPOINTS, endpointPath, ZDataResponse, ZQuotation } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { quotationDetailKey } from './quotation-endpoints';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/** GET /quotation/view/:id: one quotation with its lines and totals; another customer's answers 404. */
export function getQuotationDetail(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.quotation.view, { id }), { schema: ZQuotationResponse, signal }).then(
    (answer) => answer.data,
  );
}

export const quotationDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: quotationDetailKey(id), queryFn: ({ signal }) => getQuotationDetail(id, signal) });

export function useQuotationDetail(id: number | null) {
  return useQuery({ ...quotationDetailQueryOptions(id ?? 0), enabled: id !== null });
}
