import { ENDPOINTS, ZAmcDetail, ZDataResponse } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The assignee accepts the contract, and with it the services waiting for its answer. */
export function postApproveAmc(id: number) {
  return request(ENDPOINTS.amc.approveEmployeeStatus, {
    method: 'POST',
    body: { id },
    schema: ZAmcDetailResponse,
  });
}

export function useApproveAmc() {
  return useApiMutation({
    mutationFn: postApproveAmc,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
