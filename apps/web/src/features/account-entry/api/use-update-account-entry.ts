import {
  ZAccountEntry,
  ZDataResponse,
  type TAccountEntryKind,
  type TUpdateAccountEntryBody,
} from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZAccountEntryResponse = ZDataResponse(ZAccountEntry);

export function postUpdateAccountEntry(kind: TAccountEntryKind, body: TUpdateAccountEntryBody) {
  return request(`/${kind}/update`, { method: 'POST', body, schema: ZAccountEntryResponse });
}

export function useUpdateAccountEntry(kind: TAccountEntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAccountEntryBody) => postUpdateAccountEntry(kind, body),
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAccountEntries(queryClient, kind);
      mutationToasts.onSuccess(answer);
    },
  });
}
