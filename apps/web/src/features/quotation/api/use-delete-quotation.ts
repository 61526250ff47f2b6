import { ZDataResponse, ZDeletedQuotations } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateQuotations } from './invalidate-quotations';

const ZDeletedQuotationsResponse = ZDataResponse(ZDeletedQuotations);

/** POST /quotation/delete. */
export function postDeleteQuotation(id: number) {
  return request('/quotation/delete', { method: 'POST', body: { id }, schema: ZDeletedQuotationsResponse });
}

export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteQuotation,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateQuotations(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
