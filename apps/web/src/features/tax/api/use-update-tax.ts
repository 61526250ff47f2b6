import { ZDataResponse, ZTax, type TUpdateTaxBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TAX_LIST_ENDPOINT } from './tax-endpoints';

const ZTaxResponse = ZDataResponse(ZTax);

export function postUpdateTax(body: TUpdateTaxBody) {
  return request('/tax/update', { method: 'POST', body, schema: ZTaxResponse });
}

export function useUpdateTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateTax,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TAX_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
