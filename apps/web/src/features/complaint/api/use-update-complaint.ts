import { ENDPOINTS, ZComplaint, ZDataResponse, type TUpdateComplaintBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZComplaintResponse = ZDataResponse(ZComplaint);

/** A field left out keeps its stored value, so the body holds only what the caller's role may change. */
export function postUpdateComplaint(body: Partial<TUpdateComplaintBody> & { id: number }) {
  return request(ENDPOINTS.complaint.update, { method: 'POST', body, schema: ZComplaintResponse });
}

export function useUpdateComplaint() {
  return useApiMutation({ mutationFn: postUpdateComplaint, invalidates: [ENDPOINTS.complaint.list] });
}
