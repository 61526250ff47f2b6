import { ENDPOINTS, ZDataResponse, ZMailedDocument } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZMailedResponse = ZDataResponse(ZMailedDocument);

/** POST /sale/email: queues the invoice, its PDF attached, for the customer's address. */
export function postEmailSale(id: number) {
  return request(ENDPOINTS.sale.email, { method: 'POST', body: { id }, schema: ZMailedResponse });
}

export function useEmailSale() {
  return useApiMutation({ mutationFn: postEmailSale });
}
