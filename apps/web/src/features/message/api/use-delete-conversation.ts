import { ZDataResponse, ZDeletedConversations } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { conversationKey, refreshMessages } from './message-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedConversations);

/** Deletes the conversation for the caller alone: the other participants keep their copy. */
export function postDeleteConversation(id: number) {
  return request(`/message/conversation/${id}/delete`, { method: 'POST', schema: ZDeletedResponse });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteConversation,
    ...mutationToasts,
    onSuccess: (answer, id) => {
      queryClient.removeQueries({ queryKey: conversationKey(id) });
      refreshMessages(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
