import { ENDPOINTS, endpointPath, ZDataResponse, ZTaxDetail } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { taxDetailKey } from './tax-endpoints';

const ZTaxDetailResponse = ZDataResponse(ZTaxDetail);

/** GET /tax/view/:id: one tax and how many quotations and sales carry it; an unknown id answers 404. */
export function getTaxDetail(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.tax.view, { id }), { schema: ZTaxDetailResponse, signal }).then(
    (answer) => answer.data,
  );
}

export function useTaxDetail(id: number | null) {
  return useQuery({
    queryKey: taxDetailKey(id ?? 0),
    queryFn: ({ signal }) => getTaxDetail(id ?? 0, signal),
    enabled: id !== null,
  });
}
