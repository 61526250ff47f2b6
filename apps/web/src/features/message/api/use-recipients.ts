import { ENDPOINTS, ZDataResponse, ZRecipient } from '@amc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';
import { recipientsKey } from './message-endpoints';

const ZRecipientsResponse = ZDataResponse(z.array(ZRecipient));

/** GET /message/recipients: whom the caller may write to (the server's rule), by name or e-mail prefix. */
export function getRecipients(search: string, signal?: AbortSignal) {
  return request(ENDPOINTS.message.recipients, {
    query: search ? { search } : {},
    schema: ZRecipientsResponse,
    signal,
  }).then((a) => a.data);
}

export function useRecipients(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recipientsKey(search),
    queryFn: ({ signal }) => getRecipients(search, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
