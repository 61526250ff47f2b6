import {
  ZAccountEntry,
  ZDataResponse,
  type TAccountEntryKind,
  type TCreateAccountEntryBody,
} from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZAccountEntryResponse = ZDataResponse(ZAccountEntry);

export function postCreateAccountEntry(kind: TAccountEntryKind, body: TCreateAccountEntryBody) {
  return request(`/${kind}/store`, { method: 'POST', body, schema: ZAccountEntryResponse });
}

export function useCreateAccountEntry(kind: TAccountEntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccountEntryBody) => postCreateAccountEntry(kind, body),
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAccountEntries(queryClient, kind);
      mutationToasts.onSuccess(answer);
    },
  });
}
