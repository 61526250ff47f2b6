import {
  ENDPOINTS,
  ZDataResponse,
  ZMonthlyReport,
  type TAccountEntryKind,
  type TReportRangeBody,
} from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { monthlyReportKey } from './account-entry-endpoints';

const ZMonthlyReportResponse = ZDataResponse(ZMonthlyReport);

/** Each month's total of the range, summed by the server; SPEC's "No data available ..." when empty. */
export function postMonthlyReport(kind: TAccountEntryKind, range: TReportRangeBody, signal?: AbortSignal) {
  return request(ENDPOINTS[kind].monthlyReport, {
    method: 'POST',
    body: range,
    schema: ZMonthlyReportResponse,
    signal,
  });
}

export const monthlyReportQueryOptions = (kind: TAccountEntryKind, range: TReportRangeBody) =>
  queryOptions({
    queryKey: [...monthlyReportKey(kind), range] as const,
    queryFn: ({ signal }) => postMonthlyReport(kind, range, signal),
  });

export function useMonthlyReport(kind: TAccountEntryKind, range: TReportRangeBody) {
  return useQuery(monthlyReportQueryOptions(kind, range));
}
