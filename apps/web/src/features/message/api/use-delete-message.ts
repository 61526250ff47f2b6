import { ENDPOINTS, endpointPath, ZDataResponse, ZDeletedMessage } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
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
  return request(endpointPath(ENDPOINTS.message.deleteMessage, { id: conversationId, messageId }), {
    method: 'POST',
    schema: ZDeletedResponse,
  });
}

export function useDeleteMessage() {
  return useApiMutation({
    mutationFn: postDeleteMessage,
    onSuccess: (_answer, { conversationId }, queryClient) => refreshMessages(queryClient, conversationId),
  });
}
