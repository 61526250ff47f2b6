import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { AMC_DETAIL_KEYS, AMC_LIST_ENDPOINT } from './amc-endpoints';

/** A write changes the list's rows and the contract's view (its schedule, its assignee's answer): both refetch. */
export function invalidateAmcs(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, AMC_LIST_ENDPOINT),
    queryClient.invalidateQueries({ queryKey: AMC_DETAIL_KEYS }),
  ]);
}
