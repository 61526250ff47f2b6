import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { PURCHASE_DETAIL_KEYS, PURCHASE_LIST_ENDPOINT, STOCK_LIST_ENDPOINTS } from './purchase-endpoints';

/** A write changes the purchase list, the purchase's view and, once delivered, the stock: all refetch. */
export function invalidatePurchases(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, PURCHASE_LIST_ENDPOINT),
    ...STOCK_LIST_ENDPOINTS.map((endpoint) => invalidateList(queryClient, endpoint)),
    queryClient.invalidateQueries({ queryKey: PURCHASE_DETAIL_KEYS }),
  ]);
}
