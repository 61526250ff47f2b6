import { ENDPOINTS, ZComplaint, ZDataResponse } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZComplaintResponse = ZDataResponse(ZComplaint);

/** GET /complaint/view/:id: one complaint with its photos (a list row leaves them out). */
export function getComplaint(id: number, signal?: AbortSignal) {
  return request(ENDPOINTS.complaint.view.replace(':id', String(id)), {
    schema: ZComplaintResponse,
    signal,
  }).then((answer) => answer.data);
}

export const complaintQueryKey = (id: number | null | undefined) => [ENDPOINTS.complaint.view, id] as const;

export function useComplaint(id: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: complaintQueryKey(id),
    queryFn: ({ signal }) => getComplaint(id!, signal),
    enabled: enabled && typeof id === 'number',
  });
}
