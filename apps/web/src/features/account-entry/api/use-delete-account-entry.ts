import { ZDataResponse, ZDeletedAccountEntries, type TAccountEntryKind } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedAccountEntries);

export function postDeleteAccountEntry(kind: TAccountEntryKind, id: number) {
  return request(`/${kind}/delete`, { method: 'POST', body: { id }, schema: ZDeletedResponse });
}

export function useDeleteAccountEntry(kind: TAccountEntryKind) {
  return useApiMutation({
    mutationFn: (id: number) => postDeleteAccountEntry(kind, id),
    onSuccess: (_answer, _variables, queryClient) => void invalidateAccountEntries(queryClient, kind),
  });
}
