import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { CONVERSION_LIST_ENDPOINTS, QUOTATION_DETAIL_KEYS } from './quotation-endpoints';

/** A write changes the quotation list and the quotation's view; a conversion also the sales and the stock. */
export function invalidateQuotations(queryClient: QueryClient, { converted = false } = {}): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, ENDPOINTS.quotation.list),
    queryClient.invalidateQueries({ queryKey: QUOTATION_DETAIL_KEYS }),
    ...(converted ? CONVERSION_LIST_ENDPOINTS.map((endpoint) => invalidateList(queryClient, endpoint)) : []),
  ]);
}
