import { ZRatingReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/**
 * POST /report/ratingReport: the customers' ratings of the work done in the range, by employee and month, by
 * employee and in total (issue 28). A group is a row, so there is one page.
 */
export function useRatingReport(range: TReportBody | null) {
  return useQuery(reportQueryOptions('rating', ZRatingReport, range, 1));
}
