import { ZServiceReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/** POST /report/serviceReport: the caller's services of the range, by status, with the overdue ones. */
export function useServiceReport(range: TReportBody | null, page: number) {
  return useQuery(reportQueryOptions('service', ZServiceReport, range, page));
}
