import {
  ZAccountEntry,
  ZDataResponse,
  type TAccountEntryKind,
  type TUpdateAccountEntryBody,
} from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZAccountEntryResponse = ZDataResponse(ZAccountEntry);

export function postUpdateAccountEntry(kind: TAccountEntryKind, body: TUpdateAccountEntryBody) {
  return request(`/${kind}/update`, { method: 'POST', body, schema: ZAccountEntryResponse });
}

export function useUpdateAccountEntry(kind: TAccountEntryKind) {
  return useApiMutation({
    mutationFn: (body: TUpdateAccountEntryBody) => postUpdateAccountEntry(kind, body),
    onSuccess: (_answer, _variables, queryClient) => void invalidateAccountEntries(queryClient, kind),
  });
}
