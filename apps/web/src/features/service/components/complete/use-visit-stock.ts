import { ENDPOINTS, ZDataResponse, ZVisitStock } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/http-client';

const ZVisitStockResponse = ZDataResponse(ZVisitStock);

/**
 * GET /my-work/visit-stock/:id (issue 28): the van and warehouse stock a visit's parts come from, for the part
 * picker. Under My work's key, so the phone keeps it for a page opened later without signal.
 */
export function useVisitStock(id: number) {
  return useQuery({
    queryKey: ['my-work', 'visit-stock', id],
    queryFn: async ({ signal }) =>
      (
        await request(ENDPOINTS.myWork.visitStock.replace(':id', String(id)), {
          schema: ZVisitStockResponse,
          signal,
        })
      ).data,
    enabled: Number.isInteger(id),
  });
}
