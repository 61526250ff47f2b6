import { ZDataResponse, ZDeletedConversations } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { refreshMessages } from './message-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedConversations);

/** "Delete selected" of a mailbox: all or nothing, for the caller alone. */
export function postDeleteConversations(ids: number[]) {
  return request('/message/conversation/delete-multi-conversation', {
    method: 'POST',
    body: { ids },
    schema: ZDeletedResponse,
  });
}

export function useDeleteConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteConversations,
    ...mutationToasts,
    onSuccess: (answer) => {
      refreshMessages(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
