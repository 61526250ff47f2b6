import { ZDataResponse, ZDeletedTaxes } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TAX_LIST_ENDPOINT } from './tax-endpoints';

const ZDeletedTaxesResponse = ZDataResponse(ZDeletedTaxes);

/** Refused (409) while quotation or sale lines use the tax; the toast says so. */
export function postDeleteTax(id: number) {
  return request('/tax/delete', { method: 'POST', body: { id }, schema: ZDeletedTaxesResponse });
}

export function useDeleteTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteTax,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TAX_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
