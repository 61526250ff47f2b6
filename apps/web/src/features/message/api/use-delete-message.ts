import { ZDataResponse, ZDeletedMessage } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { refreshMessages } from './message-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedMessage);

/** Hides one message for the caller; the others still see it. */
export function postDeleteMessage({
  conversationId,
  messageId,
}: {
  conversationId: number;
  messageId: number;
}) {
  return request(`/message/conversation/${conversationId}/message/${messageId}/delete`, {
    method: 'POST',
    schema: ZDeletedResponse,
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteMessage,
    ...mutationToasts,
    onSuccess: (answer, { conversationId }) => {
      refreshMessages(queryClient, conversationId);
      mutationToasts.onSuccess(answer);
    },
  });
}
