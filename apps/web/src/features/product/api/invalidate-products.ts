import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';

/** A product write can move a row between the active and the archive list: both are refetched. */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, ENDPOINTS.product.list),
    invalidateList(queryClient, ENDPOINTS.product.archiveList),
  ]);
}
