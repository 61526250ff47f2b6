import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { PRODUCT_ARCHIVE_ENDPOINT, PRODUCT_LIST_ENDPOINT } from './product-endpoints';

/** A product write can move a row between the active and the archive list: both are refetched. */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, PRODUCT_LIST_ENDPOINT),
    invalidateList(queryClient, PRODUCT_ARCHIVE_ENDPOINT),
  ]);
}
