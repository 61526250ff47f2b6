import { ENDPOINTS, type TAccountEntryKind } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';

export const monthlyReportKey = (kind: TAccountEntryKind) => [kind, 'monthly-report'] as const;

/** After a write both the list and the monthly totals of that kind are stale. */
export async function invalidateAccountEntries(
  queryClient: QueryClient,
  kind: TAccountEntryKind,
): Promise<void> {
  await Promise.all([
    invalidateList(queryClient, ENDPOINTS[kind].list),
    queryClient.invalidateQueries({ queryKey: monthlyReportKey(kind) }),
  ]);
}
