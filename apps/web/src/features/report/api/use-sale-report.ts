import { ZSaleReport, type TReportBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { reportQueryOptions } from './report-query';

/** POST /report/saleReport: the sell report of the range (a customer sees its own sales). */
export function useSaleReport(range: TReportBody | null, page: number) {
  return useQuery(reportQueryOptions('sale', ZSaleReport, range, page));
}
