import { ENDPOINTS, ZDataResponse, ZDeletedAmcs } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAmcs } from './invalidate-amcs';

const ZDeletedAmcsResponse = ZDataResponse(ZDeletedAmcs);

export function postDeleteAmc(id: number) {
  return request(ENDPOINTS.amc.delete, { method: 'POST', body: { id }, schema: ZDeletedAmcsResponse });
}

export function useDeleteAmc() {
  return useApiMutation({
    mutationFn: postDeleteAmc,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
