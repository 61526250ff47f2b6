import { ENDPOINTS, ZActivitySlugs, ZDataResponse } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZActivitySlugsResponse = ZDataResponse(ZActivitySlugs);

/** GET /activitylog/slugs: the modules the caller's readable log lines belong to, for the module filter. */
export async function getActivitySlugs(signal?: AbortSignal) {
  return (await request(ENDPOINTS.activitylog.slugs, { schema: ZActivitySlugsResponse, signal })).data;
}

export const activitySlugsQueryOptions = () =>
  queryOptions({
    queryKey: ['activitylog', 'slugs'],
    queryFn: ({ signal }) => getActivitySlugs(signal),
    staleTime: 60_000,
  });

export function useActivitySlugs() {
  return useQuery(activitySlugsQueryOptions());
}
