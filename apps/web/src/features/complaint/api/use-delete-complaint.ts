import { ZDataResponse, ZDeletedComplaints } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { COMPLAINT_LIST_ENDPOINT } from './complaint-endpoints';

const ZDeletedComplaintsResponse = ZDataResponse(ZDeletedComplaints);

export function postDeleteComplaint(id: number) {
  return request('/complaint/delete', { method: 'POST', body: { id }, schema: ZDeletedComplaintsResponse });
}

export function useDeleteComplaint() {
  return useApiMutation({ mutationFn: postDeleteComplaint, invalidates: [COMPLAINT_LIST_ENDPOINT] });
}
