import { endpointPath, ENDPOINTS, ZConversation, ZDataResponse } from '@amc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/http-client';
import { conversationKey, UNREAD_COUNT_KEY } from './message-endpoints';
import { invalidateList } from '../../../components/data-table/data-table';

const ZConversationResponse = ZDataResponse(ZConversation);

/** GET /message/conversation/:id: the thread; opening it marks it read. Not a participant: 404. */
export function getConversation(id: number, signal?: AbortSignal) {
  return request(endpointPath(ENDPOINTS.message.conversation, { id }), {
    schema: ZConversationResponse,
    signal,
  }).then((a) => a.data);
}

export function useConversation(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: conversationKey(id ?? 0),
    queryFn: ({ signal }) => getConversation(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
  // The server marked it read: the badge and the inbox's bold rows follow.
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    void invalidateList(queryClient, ENDPOINTS.message.inbox);
  }, [loadedAt, queryClient]);
  return query;
}
