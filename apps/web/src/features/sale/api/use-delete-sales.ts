import { ENDPOINTS, ZDataResponse, ZDeletedSales } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateSales } from './invalidate-sales';

const ZDeletedSalesResponse = ZDataResponse(ZDeletedSales);

/** POST /sale/deleteMulti ("Delete selected"): all or nothing, like the server. */
export function postDeleteSales(ids: number[]) {
  return request(ENDPOINTS.sale.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedSalesResponse,
  });
}

export function useDeleteSales() {
  return useApiMutation({
    mutationFn: postDeleteSales,
    onSuccess: (_answer, _variables, queryClient) => void invalidateSales(queryClient),
  });
}
