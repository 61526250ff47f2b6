import { ENDPOINTS } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';

/**
 * A service of a contract moves the contract's next service and end date: the AMC list and views refetch too
 * (by their query keys, so this feature does not import the AMC one).
 */
const AMC_KEYS = [
  ['list', ENDPOINTS.amc.list],
  ['amc', 'view'],
] as const;

/** After a service write: every view of the service list, and the contracts derived from services. */
export function invalidateServices(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateList(queryClient, ENDPOINTS.service.list),
    ...AMC_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
