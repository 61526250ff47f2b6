import { ENDPOINTS, ZDataResponse, ZDeletedComplaints } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedComplaintsResponse = ZDataResponse(ZDeletedComplaints);

/** All or nothing, like the server: one id out of the caller's reach keeps every selected row. */
export function postDeleteComplaints(ids: number[]) {
  return request(ENDPOINTS.complaint.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedComplaintsResponse,
  });
}

/** "Delete selected" of the complaint table. */
export function useDeleteComplaints() {
  return useApiMutation({ mutationFn: postDeleteComplaints, invalidates: [ENDPOINTS.complaint.list] });
}
