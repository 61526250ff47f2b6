import { ZComplaint, ZDataResponse, type TCreateComplaintBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { COMPLAINT_LIST_ENDPOINT } from './complaint-endpoints';

const ZComplaintResponse = ZDataResponse(ZComplaint);

/** Only the fields the caller's role may set are in the body (COMPLAINT_FIELD_RULES); the server fills the rest. */
export function postCreateComplaint(body: Partial<TCreateComplaintBody>) {
  return request('/complaint/store', { method: 'POST', body, schema: ZComplaintResponse });
}

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateComplaint,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, COMPLAINT_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
