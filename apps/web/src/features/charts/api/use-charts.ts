import { ENDPOINTS, ZChartsData, ZDataResponse, type TChartsQuery } from '@amc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const schema = ZDataResponse(ZChartsData);

export const chartsKeys = {
  all: ['charts'] as const,
  range: (query: TChartsQuery) => ['charts', query] as const,
};

/** GET /report/charts: the business's figures per period of the range (the server picks month or week). */
export function useCharts(query: TChartsQuery) {
  return useQuery({
    queryKey: chartsKeys.range(query),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.report.charts, {
        query: { from: query.from, to: query.to, group: query.group },
        schema,
        signal,
      }),
    // A new range keeps the charts on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });
}
