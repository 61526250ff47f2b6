import { ENDPOINTS, ZDataResponse, ZDeletedQuotations } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateQuotations } from './invalidate-quotations';

const ZDeletedQuotationsResponse = ZDataResponse(ZDeletedQuotations);

/** POST /quotation/deleteMulti: all or nothing, like the server. */
export function postDeleteQuotations(ids: number[]) {
  return request(ENDPOINTS.quotation.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedQuotationsResponse,
  });
}

/** "Delete selected" of the quotation table. */
export function useDeleteQuotations() {
  return useApiMutation({
    mutationFn: postDeleteQuotations,
    onSuccess: (_answer, _variables, queryClient) => void invalidateQuotations(queryClient),
  });
}
