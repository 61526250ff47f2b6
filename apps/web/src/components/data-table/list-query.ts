import { ZListResponse } from '@amc/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/http-client';
import type { TListParams } from './list-params';

/** Every list page lives under ['list', endpoint, params]: one invalidation refreshes all views of a list. */
export const listQueryKey = (endpoint: string, params?: TListParams) =>
  params ? (['list', endpoint, params] as const) : (['list', endpoint] as const);

export function listQueryOptions<TRow>(endpoint: string, rowSchema: z.ZodType<TRow>, params: TListParams) {
  return queryOptions({
    queryKey: listQueryKey(endpoint, params),
    queryFn: ({ signal }) => request(endpoint, { query: params, schema: ZListResponse(rowSchema), signal }),
    // The previous page stays on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/** For mutations: after a write every page, sort and search of this list is stale. */
export function invalidateList(queryClient: QueryClient, endpoint: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listQueryKey(endpoint) });
}
