import { ZDataResponse, ZQuotation } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateQuotations } from './invalidate-quotations';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/**
 * POST /quotation/convert: one transaction makes the sale from the quotation's lines (taking them out of the
 * stock) and closes the quotation; the answer is the quotation with its sale.
 */
export function postConvertQuotation(id: number) {
  return request('/quotation/convert', { method: 'POST', body: { id }, schema: ZQuotationResponse });
}

export function useConvertQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConvertQuotation,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateQuotations(queryClient, { converted: true });
      mutationToasts.onSuccess(answer);
    },
  });
}
