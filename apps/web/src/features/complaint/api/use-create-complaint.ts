import { ENDPOINTS, ZComplaint, ZDataResponse, type TCreateComplaintBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZComplaintResponse = ZDataResponse(ZComplaint);

/** Only the fields the caller's role may set are in the body (COMPLAINT_FIELD_RULES); the server fills the rest. */
export function postCreateComplaint(body: Partial<TCreateComplaintBody>) {
  return request(ENDPOINTS.complaint.store, { method: 'POST', body, schema: ZComplaintResponse });
}

export function useCreateComplaint() {
  return useApiMutation({ mutationFn: postCreateComplaint, invalidates: [ENDPOINTS.complaint.list] });
}
