import { ENDPOINTS, ZDataResponse, ZMailedDocument } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZMailedResponse = ZDataResponse(ZMailedDocument);

/** POST /quotation/email: queues the quotation, its PDF attached, for the customer's address. */
export function postEmailQuotation(id: number) {
  return request(ENDPOINTS.quotation.email, { method: 'POST', body: { id }, schema: ZMailedResponse });
}

export function useEmailQuotation() {
  return useApiMutation({ mutationFn: postEmailQuotation });
}
