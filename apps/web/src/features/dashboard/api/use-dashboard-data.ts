import { ENDPOINTS, ZDashboardData, ZDataResponse } from '@amc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZDashboardResponse = ZDataResponse(ZDashboardData);

/** GET /dashboard/data: the caller's figures and lists, and the calendar of `month` (YYYY-MM; default this month). */
export function getDashboardData(month: string | undefined, signal?: AbortSignal) {
  return request(ENDPOINTS.dashboard.data, { schema: ZDashboardResponse, query: { month }, signal }).then(
    (answer) => answer.data,
  );
}

export const dashboardDataQueryOptions = (month: string | undefined) =>
  queryOptions({
    queryKey: ['dashboard', 'data', month ?? 'current'],
    queryFn: ({ signal }) => getDashboardData(month, signal),
  });

/** The month shown stays on screen while the next one loads, so paging the calendar does not blank the page. */
export function useDashboardData(month: string | undefined) {
  return useQuery({ ...dashboardDataQueryOptions(month), placeholderData: keepPreviousData });
}
