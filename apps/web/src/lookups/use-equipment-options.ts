import { ENDPOINTS, MAX_PAGE_SIZE, ZEquipment } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../components/data-table/list-query';
import type { TListParams } from '../components/data-table/list-params';

/**
 * GET /equipment/list narrowed to one customer's items in use, by serial order: what a contract covers and a
 * visit or complaint names. The server searches (a serial's prefix, the product) and keeps the caller to the
 * items it may see. Cached as a page of that list, so adding or changing an item refreshes the pickers too.
 */
export function useEquipmentOptions(
  customerId: number | null,
  search: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const params: TListParams = {
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    sort: 'serial_no',
    order: 'asc',
    filters: JSON.stringify({ customer_id: customerId, status: 'in_use' }),
    ...(search ? { search } : {}),
  };
  return useQuery({
    ...listQueryOptions(ENDPOINTS.equipment.list, ZEquipment, params),
    // The previous answer stands in while the next search loads, but never another customer's items: one of
    // them could be picked before its own arrive.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as TListParams | undefined)?.filters === params.filters
        ? previous
        : undefined,
    enabled: enabled && customerId !== null,
  });
}
