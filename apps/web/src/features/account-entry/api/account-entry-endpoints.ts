import type { TAccountEntryKind } from '@amc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';

/** The list call of a kind (/income/list, /expense/list); also the DataTable's query key. */
export const accountEntryListEndpoint = (kind: TAccountEntryKind) => `/${kind}/list`;

export const monthlyReportKey = (kind: TAccountEntryKind) => [kind, 'monthly-report'] as const;

/** After a write both the list and the monthly totals of that kind are stale. */
export async function invalidateAccountEntries(
  queryClient: QueryClient,
  kind: TAccountEntryKind,
): Promise<void> {
  await Promise.all([
    invalidateList(queryClient, accountEntryListEndpoint(kind)),
    queryClient.invalidateQueries({ queryKey: monthlyReportKey(kind) }),
  ]);
}
