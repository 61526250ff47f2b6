import { ZMessageResponse } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { OUTBOX_LIST_ENDPOINT } from './mail-endpoints';

/** POST /mail/outbox/retry: a failed mail goes back to the queue and is sent right away. */
export function postRetryOutboxMail(id: number) {
  return request('/mail/outbox/retry', { method: 'POST', body: { id }, schema: ZMessageResponse });
}

export function useRetryOutboxMail() {
  return useApiMutation({ mutationFn: postRetryOutboxMail, invalidates: [OUTBOX_LIST_ENDPOINT] });
}
