import { ENDPOINTS, ZDataResponse, ZDeletedSales } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateSales } from './invalidate-sales';

const ZDeletedSalesResponse = ZDataResponse(ZDeletedSales);

/** POST /sale/delete: the lines go back to the stock. */
export function postDeleteSale(id: number) {
  return request(ENDPOINTS.sale.delete, { method: 'POST', body: { id }, schema: ZDeletedSalesResponse });
}

export function useDeleteSale() {
  return useApiMutation({
    mutationFn: postDeleteSale,
    onSuccess: (_answer, _variables, queryClient) => void invalidateSales(queryClient),
  });
}
