import { ZDataResponse, ZQuotation, type TUpdateQuotationInput } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateQuotations } from './invalidate-quotations';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/** POST /quotation/update: the whole quotation, its lines replacing the stored ones; a converted one answers 409. */
export function postUpdateQuotation(body: TUpdateQuotationInput) {
  return request('/quotation/update', { method: 'POST', body, schema: ZQuotationResponse });
}

export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateQuotation,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateQuotations(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
