import { ENDPOINTS, ZDataResponse, ZDeletedAmcs } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAmcs } from './invalidate-amcs';

const ZDeletedAmcsResponse = ZDataResponse(ZDeletedAmcs);

/** All or nothing, like the server. */
export function postDeleteAmcs(ids: number[]) {
  return request(ENDPOINTS.amc.deleteMultiAmc, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedAmcsResponse,
  });
}

/** "Delete selected" of the AMC table. */
export function useDeleteAmcs() {
  return useApiMutation({
    mutationFn: postDeleteAmcs,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
