import { ENDPOINTS, ZAmcDetail, ZDataResponse } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The assignee declines: the contract loses its assignee and the administrators are told. */
export function postRejectAmc(id: number) {
  return request(ENDPOINTS.amc.rejectEmployeeStatus, {
    method: 'POST',
    body: { id },
    schema: ZAmcDetailResponse,
  });
}

export function useRejectAmc() {
  return useApiMutation({
    mutationFn: postRejectAmc,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
