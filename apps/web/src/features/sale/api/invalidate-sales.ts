import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { SALE_DETAIL_KEYS, SALE_RELATED_LIST_ENDPOINTS } from './sale-endpoints';

/** A write changes the sale list, the sale's view, the stock and the quotations' links: all refetch. */
export function invalidateSales(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, ENDPOINTS.sale.list),
    ...SALE_RELATED_LIST_ENDPOINTS.map((endpoint) => invalidateList(queryClient, endpoint)),
    queryClient.invalidateQueries({ queryKey: SALE_DETAIL_KEYS }),
    queryClient.invalidateQueries({ queryKey: ['quotation', 'view'] }),
  ]);
}
