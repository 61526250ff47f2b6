import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { PURCHASE_DETAIL_KEYS, STOCK_LIST_ENDPOINTS } from './purchase-endpoints';

/** A write changes the purchase list, the purchase's view and, once delivered, the stock: all refetch. */
export function invalidatePurchases(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, ENDPOINTS.purchase.list),
    ...STOCK_LIST_ENDPOINTS.map((endpoint) => invalidateList(queryClient, endpoint)),
    queryClient.invalidateQueries({ queryKey: PURCHASE_DETAIL_KEYS }),
  ]);
}
