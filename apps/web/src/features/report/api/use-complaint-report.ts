import { ZComplaintReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/** POST /report/complaintReport: the caller's complaints of the range, by status and by type. */
export function useComplaintReport(range: TReportBody | null, page: number) {
  return useQuery(reportQueryOptions('complaint', ZComplaintReport, range, page));
}
