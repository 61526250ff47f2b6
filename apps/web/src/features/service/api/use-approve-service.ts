import { ENDPOINTS, ZDataResponse, ZService } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** The assignee accepts the service; only it may, and only while its answer is pending. */
export function postApproveService(id: number) {
  return request(ENDPOINTS.service.approveEmployeeStatus, {
    method: 'POST',
    body: { id },
    schema: ZServiceResponse,
  });
}

export function useApproveService() {
  return useApiMutation({
    mutationFn: postApproveService,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
