import { ENDPOINTS, endpointPath, ZAmcDetail, ZDataResponse } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { amcDetailKey } from './amc-endpoints';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** GET /amc/view/:id: one contract with its services in schedule order; another's contract answers 404. */
export function getAmcDetail(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.amc.view, { id }), { schema: ZAmcDetailResponse, signal }).then(
    (answer) => answer.data,
  );
}

export const amcDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: amcDetailKey(id), queryFn: ({ signal }) => getAmcDetail(id, signal) });

export function useAmcDetail(id: number | null) {
  return useQuery({ ...amcDetailQueryOptions(id ?? 0), enabled: id !== null });
}
