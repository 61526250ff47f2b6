import { ENDPOINTS, ZDataResponse, ZService, type TCreateServiceBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** A one-off visit; its assignee's answer starts pending. */
export function postCreateService(body: TCreateServiceBody) {
  return request(ENDPOINTS.service.store, { method: 'POST', body, schema: ZServiceResponse });
}

export function useCreateService() {
  return useApiMutation({
    mutationFn: postCreateService,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
