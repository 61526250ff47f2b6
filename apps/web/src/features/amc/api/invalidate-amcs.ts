import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { AMC_DETAIL_KEYS } from './amc-endpoints';

/** A write changes the list's rows and the contract's view (its schedule, its assignee's answer): both refetch. */
export function invalidateAmcs(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, ENDPOINTS.amc.list),
    queryClient.invalidateQueries({ queryKey: AMC_DETAIL_KEYS }),
  ]);
}
