import { ENDPOINTS, ZConversation, ZDataResponse, type TCreateMessageBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { refreshMessages } from './message-endpoints';

const ZConversationResponse = ZDataResponse(ZConversation);

export function postSendMessage(body: TCreateMessageBody) {
  return request(ENDPOINTS.message.store, { method: 'POST', body, schema: ZConversationResponse });
}

/** Starts a conversation with one or more recipients. */
export function useSendMessage() {
  return useApiMutation({
    mutationFn: postSendMessage,
    onSuccess: (_answer, _variables, queryClient) => void refreshMessages(queryClient),
  });
}
