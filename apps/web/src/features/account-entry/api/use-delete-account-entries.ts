import { ZDataResponse, ZDeletedAccountEntries, type TAccountEntryKind } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedAccountEntries);

/** All or nothing, like the server: one entry already gone keeps every selected row. */
export function postDeleteAccountEntries(kind: TAccountEntryKind, ids: number[]) {
  return request(`/${kind}/deleteMulti`, { method: 'POST', body: { ids }, schema: ZDeletedResponse });
}

/** "Delete selected" of the income or expense table. */
export function useDeleteAccountEntries(kind: TAccountEntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => postDeleteAccountEntries(kind, ids),
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAccountEntries(queryClient, kind);
      mutationToasts.onSuccess(answer);
    },
  });
}
