import { ZDataResponse, ZMonthlyReport, type TAccountEntryKind, type TReportBody } from '@amc/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZMonthlyReportResponse = ZDataResponse(ZMonthlyReport);

/** POST /income/monthly/report (or /expense/...): each month's total of the range, idle until Go. */
export function accountReportQueryOptions(kind: TAccountEntryKind, range: TReportBody | null) {
  return queryOptions({
    queryKey: ['report', kind, range] as const,
    queryFn: range
      ? ({ signal }) =>
          request(`/${kind}/monthly/report`, {
            method: 'POST',
            body: range,
            schema: ZMonthlyReportResponse,
            signal,
          })
      : skipToken,
  });
}

export function useAccountReport(kind: TAccountEntryKind, range: TReportBody | null) {
  return useQuery(accountReportQueryOptions(kind, range));
}
