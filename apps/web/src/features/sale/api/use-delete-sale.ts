import { ZDataResponse, ZDeletedSales } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateSales } from './invalidate-sales';

const ZDeletedSalesResponse = ZDataResponse(ZDeletedSales);

/** POST /sale/delete: the lines go back to the stock. */
export function postDeleteSale(id: number) {
  return request('/sale/delete', { method: 'POST', body: { id }, schema: ZDeletedSalesResponse });
}

export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteSale,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateSales(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
