import { ENDPOINTS, ZMessageResponse } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /mail/outbox/retry: a failed mail goes back to the queue and is sent right away. */
export function postRetryOutboxMail(id: number) {
  return request(ENDPOINTS.mail.retry, { method: 'POST', body: { id }, schema: ZMessageResponse });
}

export function useRetryOutboxMail() {
  return useApiMutation({ mutationFn: postRetryOutboxMail, invalidates: [ENDPOINTS.mail.outbox] });
}
