import { ZDataResponse, ZTax, type TCreateTaxBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TAX_LIST_ENDPOINT } from './tax-endpoints';

const ZTaxResponse = ZDataResponse(ZTax);

export function postCreateTax(body: TCreateTaxBody) {
  return request('/tax/store', { method: 'POST', body, schema: ZTaxResponse });
}

export function useCreateTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateTax,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TAX_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
