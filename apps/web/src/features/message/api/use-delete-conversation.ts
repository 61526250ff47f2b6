import { ENDPOINTS, endpointPath, ZDataResponse, ZDeletedConversations } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { conversationKey, refreshMessages } from './message-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedConversations);

/** Deletes the conversation for the caller alone: the other participants keep their copy. */
export function postDeleteConversation(id: number) {
  return request(endpointPath(ENDPOINTS.message.deleteConversation, { id }), {
    method: 'POST',
    schema: ZDeletedResponse,
  });
}

export function useDeleteConversation() {
  return useApiMutation({
    mutationFn: postDeleteConversation,
    onSuccess: (_answer, id, queryClient) => {
      queryClient.removeQueries({ queryKey: conversationKey(id) });
      refreshMessages(queryClient);
    },
  });
}
