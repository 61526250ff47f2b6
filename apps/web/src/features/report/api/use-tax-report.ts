import { ZTaxReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/**
 * POST /report/taxReport: the taxes of the range by tax, rate and place of supply, split by component, net of credit
 * notes. A group is a row, so there is one page.
 */
export function useTaxReport(range: TReportBody | null) {
  return useQuery(reportQueryOptions('tax', ZTaxReport, range, 1));
}
