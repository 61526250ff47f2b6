import { ENDPOINTS, LIVE_EVENTS, MESSAGE_READ_EVENT, ZDataResponse, ZUnreadCount } from '@amc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events-context';
import { request } from '../../../lib/http-client';
import { useRight } from '../../../lib/use-right';
import { refreshMessages, UNREAD_COUNT_KEY } from './message-endpoints';

const ZUnreadCountResponse = ZDataResponse(ZUnreadCount);

export function getUnreadCount(signal?: AbortSignal) {
  return request(ENDPOINTS.message.unreadCount, { schema: ZUnreadCountResponse, signal }).then(
    (a) => a.data.count,
  );
}

/**
 * Conversations with a message the caller has not read; nothing is asked without message_view. The live
 * stream says when to ask again: a new message refreshes the badge, the mailboxes and an open thread; a read
 * or delete in another tab refreshes the badge.
 */
export function useUnreadCount() {
  const canView = useRight('message_view');
  const queryClient = useQueryClient();
  useLiveEvent(LIVE_EVENTS.messageReceived, () => {
    refreshMessages(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['message', 'conversation'] });
  });
  useLiveEvent(MESSAGE_READ_EVENT, () => void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }));
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: canView,
  });
}
