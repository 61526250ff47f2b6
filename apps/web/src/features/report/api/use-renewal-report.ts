import { ZRenewalReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/**
 * POST /report/renewalReport: the caller's contracts by the month their term ends, renewed, lapsed or awaiting
 * renewal. A month is a row, so there is one page.
 */
export function useRenewalReport(range: TReportBody | null) {
  return useQuery(reportQueryOptions('renewal', ZRenewalReport, range, 1));
}
