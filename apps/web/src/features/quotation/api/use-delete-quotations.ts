import { ZDataResponse, ZDeletedQuotations } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateQuotations } from './invalidate-quotations';

const ZDeletedQuotationsResponse = ZDataResponse(ZDeletedQuotations);

/** POST /quotation/deleteMulti: all or nothing, like the server. */
export function postDeleteQuotations(ids: number[]) {
  return request('/quotation/deleteMulti', {
    method: 'POST',
    body: { ids },
    schema: ZDeletedQuotationsResponse,
  });
}

/** "Delete selected" of the quotation table. */
export function useDeleteQuotations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteQuotations,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateQuotations(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
