import { ZDataResponse, ZQuotation, type TCreateQuotationInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateQuotations } from './invalidate-quotations';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/** POST /quotation/store (JSON): the server numbers the quotation and prices its lines. */
export function postCreateQuotation(body: TCreateQuotationInput) {
  return request('/quotation/store', { method: 'POST', body, schema: ZQuotationResponse });
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateQuotation,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateQuotations(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
