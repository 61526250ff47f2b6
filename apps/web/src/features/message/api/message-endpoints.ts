import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';

export const UNREAD_COUNT_KEY = ['message', 'unread-count'] as const;
export const conversationKey = (id: number) => ['message', 'conversation', id] as const;
export const recipientsKey = (search: string) => ['message', 'recipients', search] as const;

/** After any write: both mailboxes, the badge and the open thread may have changed. */
export function refreshMessages(queryClient: QueryClient, conversationId?: number) {
  void invalidateList(queryClient, ENDPOINTS.message.inbox);
  void invalidateList(queryClient, ENDPOINTS.message.sent);
  void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  if (conversationId !== undefined)
    void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
}
