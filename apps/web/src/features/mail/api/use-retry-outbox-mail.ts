import { ZMessageResponse } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { OUTBOX_LIST_ENDPOINT } from './mail-endpoints';

/** POST /mail/outbox/retry: a failed mail goes back to the queue and is sent right away. */
export function postRetryOutboxMail(id: number) {
  return request('/mail/outbox/retry', { method: 'POST', body: { id }, schema: ZMessageResponse });
}

export function useRetryOutboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRetryOutboxMail,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, OUTBOX_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
