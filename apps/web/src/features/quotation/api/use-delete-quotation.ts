import { ENDPOINTS, ZDataResponse, ZDeletedQuotations } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateQuotations } from './invalidate-quotations';

const ZDeletedQuotationsResponse = ZDataResponse(ZDeletedQuotations);

/** POST /quotation/delete. */
export function postDeleteQuotation(id: number) {
  return request(ENDPOINTS.quotation.delete, {
    method: 'POST',
    body: { id },
    schema: ZDeletedQuotationsResponse,
  });
}

export function useDeleteQuotation() {
  return useApiMutation({
    mutationFn: postDeleteQuotation,
    onSuccess: (_answer, _variables, queryClient) => void invalidateQuotations(queryClient),
  });
}
