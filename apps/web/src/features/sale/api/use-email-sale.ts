import { ZDataResponse, ZMailedDocument } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';

const ZMailedResponse = ZDataResponse(ZMailedDocument);

/** POST /sale/email: queues the invoice, its PDF attached, for the customer's address. */
export function postEmailSale(id: number) {
  return request('/sale/email', { method: 'POST', body: { id }, schema: ZMailedResponse });
}

export function useEmailSale() {
  return useMutation({ mutationFn: postEmailSale, ...mutationToasts });
}
