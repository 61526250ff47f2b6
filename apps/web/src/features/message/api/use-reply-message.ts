import { ENDPOINTS, endpointPath, ZConversation, ZDataResponse } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { conversationKey, refreshMessages } from './message-endpoints';

const ZConversationResponse = ZDataResponse(ZConversation);

export function postReplyMessage({ id, body }: { id: number; body: string }) {
  return request(endpointPath(ENDPOINTS.message.reply, { id }), {
    method: 'POST',
    body: { body },
    schema: ZConversationResponse,
  });
}

/** Answers in a conversation; the server sends back the thread, which replaces the one on screen. */
export function useReplyMessage() {
  return useApiMutation({
    mutationFn: postReplyMessage,
    onSuccess: (answer, _variables, queryClient) => {
      queryClient.setQueryData(conversationKey(answer.data.id), answer.data);
      refreshMessages(queryClient);
    },
  });
}
