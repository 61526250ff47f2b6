import { ENDPOINTS, ZDataResponse, ZQuotation } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateQuotations } from './invalidate-quotations';

const ZQuotationResponse = ZDataResponse(ZQuotation);

/**
 * POST /quotation/convert: one transaction makes the sale from the quotation's lines (taking them out of the
 * stock) and closes the quotation; the answer is the quotation with its sale.
 */
export function postConvertQuotation(id: number) {
  return request(ENDPOINTS.quotation.convert, { method: 'POST', body: { id }, schema: ZQuotationResponse });
}

export function useConvertQuotation() {
  return useApiMutation({
    mutationFn: postConvertQuotation,
    onSuccess: (_answer, _variables, queryClient) =>
      void invalidateQuotations(queryClient, { converted: true }),
  });
}
