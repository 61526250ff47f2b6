import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { SALE_DETAIL_KEYS, SALE_LIST_ENDPOINT, SALE_RELATED_LIST_ENDPOINTS } from './sale-endpoints';

/** A write changes the sale list, the sale's view, the stock and the quotations' links: all refetch. */
export function invalidateSales(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, SALE_LIST_ENDPOINT),
    ...SALE_RELATED_LIST_ENDPOINTS.map((endpoint) => invalidateList(queryClient, endpoint)),
    queryClient.invalidateQueries({ queryKey: SALE_DETAIL_KEYS }),
    queryClient.invalidateQueries({ queryKey: ['quotation', 'view'] }),
  ]);
}
