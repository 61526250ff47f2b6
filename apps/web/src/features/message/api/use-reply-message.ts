import { ZConversation, ZDataResponse } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { conversationKey, refreshMessages } from './message-endpoints';

const ZConversationResponse = ZDataResponse(ZConversation);

export function postReplyMessage({ id, body }: { id: number; body: string }) {
  return request(`/message/reply/${id}`, { method: 'POST', body: { body }, schema: ZConversationResponse });
}

/** Answers in a conversation; the server sends back the thread, which replaces the one on screen. */
export function useReplyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReplyMessage,
    ...mutationToasts,
    onSuccess: (answer) => {
      queryClient.setQueryData(conversationKey(answer.data.id), answer.data);
      refreshMessages(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
