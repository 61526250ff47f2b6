import { ENDPOINTS, ZDataResponse, ZService, type TCompleteServiceBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** Closes the service on the day it was done (today when none is given); one already done answers 409. */
export function postCompleteService(body: TCompleteServiceBody) {
  return request(ENDPOINTS.service.complete, { method: 'POST', body, schema: ZServiceResponse });
}

export function useCompleteService() {
  return useApiMutation({
    mutationFn: postCompleteService,
    onSuccess: (_answer, _variables, queryClient) => void invalidateServices(queryClient),
  });
}
