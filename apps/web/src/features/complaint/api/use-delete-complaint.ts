import { ZDataResponse, ZDeletedComplaints } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { COMPLAINT_LIST_ENDPOINT } from './complaint-endpoints';

const ZDeletedComplaintsResponse = ZDataResponse(ZDeletedComplaints);

export function postDeleteComplaint(id: number) {
  return request('/complaint/delete', { method: 'POST', body: { id }, schema: ZDeletedComplaintsResponse });
}

export function useDeleteComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteComplaint,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, COMPLAINT_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
