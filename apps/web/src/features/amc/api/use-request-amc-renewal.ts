import { ENDPOINTS, ZAmcDetail, ZDataResponse, type TRenewalRequestBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/**
 * The customer asks the office to renew its contract, with an optional note; once per term (409 after, as for a
 * renewed or cancelled contract).
 */
export function postAmcRenewalRequest(body: TRenewalRequestBody) {
  return request(ENDPOINTS.amc.renewalRequest, { method: 'POST', body, schema: ZAmcDetailResponse });
}

/** The view refetches, and shows when the renewal was asked for instead of the button. */
export function useRequestAmcRenewal() {
  return useApiMutation({
    mutationFn: postAmcRenewalRequest,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
