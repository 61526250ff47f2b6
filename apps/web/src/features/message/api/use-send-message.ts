import { ZConversation, ZDataResponse, type TCreateMessageBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { refreshMessages } from './message-endpoints';

const ZConversationResponse = ZDataResponse(ZConversation);

export function postSendMessage(body: TCreateMessageBody) {
  return request('/message/store', { method: 'POST', body, schema: ZConversationResponse });
}

/** Starts a conversation with one or more recipients. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSendMessage,
    ...mutationToasts,
    onSuccess: (answer) => {
      refreshMessages(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
