import { ENDPOINTS, ZDataResponse, ZDeletedConversations } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { refreshMessages } from './message-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedConversations);

/** "Delete selected" of a mailbox: all or nothing, for the caller alone. */
export function postDeleteConversations(ids: number[]) {
  return request(ENDPOINTS.message.deleteConversations, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedResponse,
  });
}

export function useDeleteConversations() {
  return useApiMutation({
    mutationFn: postDeleteConversations,
    onSuccess: (_answer, _variables, queryClient) => void refreshMessages(queryClient),
  });
}
