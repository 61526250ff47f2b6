import { ENDPOINTS, ZComplaint, ZDataResponse, type TCreateComplaintBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toComplaintBody } from './complaint-form-data';

const ZComplaintResponse = ZDataResponse(ZComplaint);

export type TCreateComplaintVariables = { body: Partial<TCreateComplaintBody>; photos?: Blob[] };

/**
 * Only the fields the caller's role may set are in the body (COMPLAINT_FIELD_RULES); the server fills the rest.
 * Photos (resized in the browser) make it a multipart form.
 */
export function postCreateComplaint({ body, photos = [] }: TCreateComplaintVariables) {
  return request(ENDPOINTS.complaint.store, {
    method: 'POST',
    body: toComplaintBody(body, photos),
    schema: ZComplaintResponse,
  });
}

export function useCreateComplaint() {
  return useApiMutation({ mutationFn: postCreateComplaint, invalidates: [ENDPOINTS.complaint.list] });
}
