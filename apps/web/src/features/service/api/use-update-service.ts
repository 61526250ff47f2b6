import { ENDPOINTS, ZDataResponse, ZService, type TUpdateServiceBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** The whole form again; a service of an AMC keeps the contract's customer, and only an admin reassigns. */
export function postUpdateService(body: TUpdateServiceBody) {
  return request(ENDPOINTS.service.update, { method: 'POST', body, schema: ZServiceResponse });
}

export function useUpdateService() {
  return useApiMutation({
    mutationFn: postUpdateService,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
