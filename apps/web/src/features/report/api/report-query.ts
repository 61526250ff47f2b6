import { REPORT_PATHS, ZDataResponse, type TReportBody, type TReportKind } from '@amc/contracts';
import { skipToken, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http-client';

/** Rows shown a page at a time beside the chart; the totals always cover the whole range. */
export const REPORT_PAGE_SIZE = 10;

export const reportKeys = {
  all: ['report'] as const,
  report: (kind: TReportKind, range: TReportBody | null, page: number) =>
    ['report', kind, range, page] as const,
};

/**
 * The query of one report call (POST /report/<kind>Report): idle until a range has been chosen with Go,
 * then one page of rows with the range's totals.
 */
export function reportQueryOptions<S extends z.ZodType>(
  kind: TReportKind,
  data: S,
  range: TReportBody | null,
  page: number,
) {
  const schema = ZDataResponse(data);
  return queryOptions({
    queryKey: reportKeys.report(kind, range, page),
    queryFn: range
      ? ({ signal }) =>
          request(REPORT_PATHS[kind], {
            method: 'POST',
            body: range,
            query: { page, pageSize: REPORT_PAGE_SIZE },
            schema,
            signal,
          })
      : skipToken,
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });
}
