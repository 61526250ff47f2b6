import {
  ZAccountEntry,
  ZDataResponse,
  type TAccountEntryKind,
  type TCreateAccountEntryBody,
} from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAccountEntries } from './account-entry-endpoints';

const ZAccountEntryResponse = ZDataResponse(ZAccountEntry);

export function postCreateAccountEntry(kind: TAccountEntryKind, body: TCreateAccountEntryBody) {
  return request(`/${kind}/store`, { method: 'POST', body, schema: ZAccountEntryResponse });
}

export function useCreateAccountEntry(kind: TAccountEntryKind) {
  return useApiMutation({
    mutationFn: (body: TCreateAccountEntryBody) => postCreateAccountEntry(kind, body),
    onSuccess: (_answer, _variables, queryClient) => void invalidateAccountEntries(queryClient, kind),
  });
}
