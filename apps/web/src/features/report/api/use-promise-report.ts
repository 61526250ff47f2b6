import { ZPromiseReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/**
 * POST /report/promiseReport: the service levels' promises kept on the caller's complaints of the range, by month,
 * employee and priority (issue 28). A group is a row, so there is one page.
 */
export function usePromiseReport(range: TReportBody | null) {
  return useQuery(reportQueryOptions('promise', ZPromiseReport, range, 1));
}
