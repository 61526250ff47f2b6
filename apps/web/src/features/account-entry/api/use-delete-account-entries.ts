import { ZDataResponse, ZDeletedAccountEntries, type TAccountEntryKind } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedAccountEntries);

/** All or nothing, like the server: one entry already gone keeps every selected row. */
export function postDeleteAccountEntries(kind: TAccountEntryKind, ids: number[]) {
  return request(`/${kind}/deleteMulti`, { method: 'POST', body: { ids }, schema: ZDeletedResponse });
}

/** "Delete selected" of the income or expense table. */
export function useDeleteAccountEntries(kind: TAccountEntryKind) {
  return useApiMutation({
    mutationFn: (ids: number[]) => postDeleteAccountEntries(kind, ids),
    onSuccess: (_answer, _variables, queryClient) => void invalidateAccountEntries(queryClient, kind),
  });
}
