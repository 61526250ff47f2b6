import { ENDPOINTS, ZAmcDetail, ZDataResponse, type TRenewAmcBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { amcDetailKey } from './amc-endpoints';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The contract's next term, from the day after it ends; the answer is the new term (409 once renewed). */
export function postRenewAmc(body: TRenewAmcBody) {
  return request(ENDPOINTS.amc.renew, { method: 'POST', body, schema: ZAmcDetailResponse });
}

/** The new term's view is filled from the answer; the list and the old term's view (now renewed) refetch. */
export function useRenewAmc() {
  return useApiMutation({
    mutationFn: postRenewAmc,
    onSuccess: (answer, _variables, queryClient) => {
      queryClient.setQueryData(amcDetailKey(answer.data.id), answer.data);
      void invalidateAmcs(queryClient);
    },
  });
}
