import { ENDPOINTS, ZComplaint, ZDataResponse, type TUpdateComplaintBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toComplaintBody } from './complaint-form-data';
import { complaintQueryKey } from './use-complaint';

const ZComplaintResponse = ZDataResponse(ZComplaint);

export type TUpdateComplaintVariables = {
  body: Partial<TUpdateComplaintBody> & { id: number };
  /** Photos to add to those already on the complaint (COMPLAINT_PHOTO_LIMIT in all). */
  photos?: Blob[];
};

/** A field left out keeps its stored value, so the body holds only what the caller's role may change. */
export function postUpdateComplaint({ body, photos = [] }: TUpdateComplaintVariables) {
  return request(ENDPOINTS.complaint.update, {
    method: 'POST',
    body: toComplaintBody(body, photos),
    schema: ZComplaintResponse,
  });
}

export function useUpdateComplaint() {
  return useApiMutation({
    mutationFn: postUpdateComplaint,
    invalidates: [ENDPOINTS.complaint.list],
    // The answer is the complaint as the view shows it, photos included.
    onSuccess: (answer, _variables, queryClient) =>
      void queryClient.setQueryData(complaintQueryKey(answer.data.id), answer.data),
  });
}
