import { ENDPOINTS, ZDataResponse, ZQuotation, type TUpdateQuotationInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateQuotations } from './invalidate-quotations';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/** POST /quotation/update: the whole quotation, its lines replacing the stored ones; a converted one answers 409. */
export function postUpdateQuotation(body: TUpdateQuotationInput) {
  return request(ENDPOINTS.quotation.update, { method: 'POST', body, schema: ZQuotationResponse });
}

export function useUpdateQuotation() {
  return useApiMutation({
    mutationFn: postUpdateQuotation,
    onSuccess: (_answer, _variables, queryClient) => void invalidateQuotations(queryClient),
  });
}
