import { ZDataResponse, ZDeletedComplaints } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { COMPLAINT_LIST_ENDPOINT } from './complaint-endpoints';

const ZDeletedComplaintsResponse = ZDataResponse(ZDeletedComplaints);

/** All or nothing, like the server: one id out of the caller's reach keeps every selected row. */
export function postDeleteComplaints(ids: number[]) {
  return request('/complaint/deleteMulti', {
    method: 'POST',
    body: { ids },
    schema: ZDeletedComplaintsResponse,
  });
}

/** "Delete selected" of the complaint table. */
export function useDeleteComplaints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteComplaints,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, COMPLAINT_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
