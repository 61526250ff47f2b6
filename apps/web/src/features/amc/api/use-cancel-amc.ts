import { ENDPOINTS, ZAmcDetail, ZDataResponse, type TCancelAmcBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The contract stops on the day given, a day of its term; 409 once it is renewed or cancelled. */
export function postCancelAmc(body: TCancelAmcBody) {
  return request(ENDPOINTS.amc.cancel, { method: 'POST', body, schema: ZAmcDetailResponse });
}

/** The view (its schedule, billing and term) and the list (its status and term) refetch. */
export function useCancelAmc() {
  return useApiMutation({
    mutationFn: postCancelAmc,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
