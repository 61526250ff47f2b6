import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';

/** The two mailbox lists; mutations invalidate them by these names (DataTable's query keys). */
export const INBOX_ENDPOINT = '/message/inbox';
export const SENT_ENDPOINT = '/message/sent';

export const UNREAD_COUNT_KEY = ['message', 'unread-count'] as const;
export const conversationKey = (id: number) => ['message', 'conversation', id] as const;
export const recipientsKey = (search: string) => ['message', 'recipients', search] as const;

/** After any write: both mailboxes, the badge and the open thread may have changed. */
export function refreshMessages(queryClient: QueryClient, conversationId?: number) {
  void invalidateList(queryClient, INBOX_ENDPOINT);
  void invalidateList(queryClient, SENT_ENDPOINT);
  void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  if (conversationId !== undefined)
    void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
}
