import { ZDataResponse, ZDeletedTaxes } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TAX_LIST_ENDPOINT } from './tax-endpoints';

const ZDeletedTaxesResponse = ZDataResponse(ZDeletedTaxes);

/** All or nothing, like the server: one tax in use keeps every selected row. */
export function postDeleteTaxes(ids: number[]) {
  return request('/tax/deleteMulti', { method: 'POST', body: { ids }, schema: ZDeletedTaxesResponse });
}

/** "Delete selected" of the tax table. */
export function useDeleteTaxes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteTaxes,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TAX_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
