import { ENDPOINTS, ZDataResponse, ZDeletedServices } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZDeletedServicesResponse = ZDataResponse(ZDeletedServices);

/** All or nothing, like the server: one done service of an AMC keeps every selected row. */
export function postDeleteServices(ids: number[]) {
  return request(ENDPOINTS.service.deleteMultiService, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedServicesResponse,
  });
}

/** "Delete selected" of the service table. */
export function useDeleteServices() {
  return useApiMutation({
    mutationFn: postDeleteServices,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
