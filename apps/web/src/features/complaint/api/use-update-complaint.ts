import { ZComplaint, ZDataResponse, type TUpdateComplaintBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { COMPLAINT_LIST_ENDPOINT } from './complaint-endpoints';

const ZComplaintResponse = ZDataResponse(ZComplaint);

/** A field left out keeps its stored value, so the body holds only what the caller's role may change. */
export function postUpdateComplaint(body: Partial<TUpdateComplaintBody> & { id: number }) {
  return request('/complaint/update', { method: 'POST', body, schema: ZComplaintResponse });
}

export function useUpdateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateComplaint,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, COMPLAINT_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
