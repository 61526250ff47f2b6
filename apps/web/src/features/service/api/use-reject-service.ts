import { ENDPOINTS, ZDataResponse, ZService } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/**
 * The assignee declines the service: it is left unassigned and the administrators are told, so it leaves the
 * employee's list on the refetch.
 */
export function postRejectService(id: number) {
  return request(ENDPOINTS.service.rejectEmployeeStatus, {
    method: 'POST',
    body: { id },
    schema: ZServiceResponse,
  });
}

export function useRejectService() {
  return useApiMutation({
    mutationFn: postRejectService,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
