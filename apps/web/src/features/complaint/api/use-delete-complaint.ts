import { ENDPOINTS, ZDataResponse, ZDeletedComplaints } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedComplaintsResponse = ZDataResponse(ZDeletedComplaints);

export function postDeleteComplaint(id: number) {
  return request(ENDPOINTS.complaint.delete, {
    method: 'POST',
    body: { id },
    schema: ZDeletedComplaintsResponse,
  });
}

export function useDeleteComplaint() {
  return useApiMutation({ mutationFn: postDeleteComplaint, invalidates: [ENDPOINTS.complaint.list] });
}
