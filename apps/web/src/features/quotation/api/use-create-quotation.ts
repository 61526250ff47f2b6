import { ENDPOINTS, ZDataResponse, ZQuotation, type TCreateQuotationInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateQuotations } from './invalidate-quotations';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/** POST /quotation/store (JSON): the server numbers the quotation and prices its lines. */
export function postCreateQuotation(body: TCreateQuotationInput) {
  return request(ENDPOINTS.quotation.store, { method: 'POST', body, schema: ZQuotationResponse });
}

export function useCreateQuotation() {
  return useApiMutation({
    mutationFn: postCreateQuotation,
    onSuccess: (_answer, _variables, queryClient) => void invalidateQuotations(queryClient),
  });
}
