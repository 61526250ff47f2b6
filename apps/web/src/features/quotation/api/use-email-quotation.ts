import { ZDataResponse, ZMailedDocument } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';

const ZMailedResponse = ZDataResponse(ZMailedDocument);

/** POST /quotation/email: queues the quotation, its PDF attached, for the customer's address. */
export function postEmailQuotation(id: number) {
  return request('/quotation/email', { method: 'POST', body: { id }, schema: ZMailedResponse });
}

export function useEmailQuotation() {
  return useMutation({ mutationFn: postEmailQuotation, ...mutationToasts });
}
