import { ENDPOINTS, ZDataResponse, ZDeletedServices } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZDeletedServicesResponse = ZDataResponse(ZDeletedServices);

/** Refused (409) for a service of an AMC that is already done: it is the contract's record. */
export function postDeleteService(id: number) {
  return request(ENDPOINTS.service.delete, {
    method: 'POST',
    body: { id },
    schema: ZDeletedServicesResponse,
  });
}

export function useDeleteService() {
  return useApiMutation({
    mutationFn: postDeleteService,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
