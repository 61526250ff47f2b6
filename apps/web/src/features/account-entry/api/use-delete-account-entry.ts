import { ZDataResponse, ZDeletedAccountEntries, type TAccountEntryKind } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZDeletedResponse = ZDataResponse(ZDeletedAccountEntries);

export function postDeleteAccountEntry(kind: TAccountEntryKind, id: number) {
  return request(`/${kind}/delete`, { method: 'POST', body: { id }, schema: ZDeletedResponse });
}

export function useDeleteAccountEntry(kind: TAccountEntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postDeleteAccountEntry(kind, id),
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAccountEntries(queryClient, kind);
      mutationToasts.onSuccess(answer);
    },
  });
}
