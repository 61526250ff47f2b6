import { ZDataResponse, ZDeletedSales } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateSales } from './invalidate-sales';

const ZDeletedSalesResponse = ZDataResponse(ZDeletedSales);

/** POST /sale/deleteMulti ("Delete selected"): all or nothing, like the server. */
export function postDeleteSales(ids: number[]) {
  return request('/sale/deleteMulti', { method: 'POST', body: { ids }, schema: ZDeletedSalesResponse });
}

export function useDeleteSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteSales,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateSales(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
