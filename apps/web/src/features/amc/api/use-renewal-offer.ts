import {
  ENDPOINTS,
  ZAmcDetail,
  ZDataResponse,
  type TAnswerRenewalOfferBody,
  type TRenewalOfferBody,
} from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { amcDetailKey } from './amc-endpoints';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The office offers the next term as a quotation mailed to the customer; a newer offer replaces the open one. */
export function postRenewalOffer(body: TRenewalOfferBody) {
  return request(ENDPOINTS.amc.renewalOffer, { method: 'POST', body, schema: ZAmcDetailResponse });
}

/** The customer accepts (the answer is the new term) or declines its contract's open offer; 409 when none is. */
export function postRenewalOfferAnswer(body: TAnswerRenewalOfferBody) {
  return request(ENDPOINTS.amc.answerRenewalOffer, { method: 'POST', body, schema: ZAmcDetailResponse });
}

/** The contract's view shows the offer from the answer; lists and quotations refetch. */
export function useOfferRenewal() {
  return useApiMutation({
    mutationFn: postRenewalOffer,
    invalidates: [ENDPOINTS.quotation.list],
    onSuccess: (answer, _variables, queryClient) => {
      queryClient.setQueryData(amcDetailKey(answer.data.id), answer.data);
      void invalidateAmcs(queryClient);
    },
  });
}

/** The answered view (the new term when accepted) is filled from the answer; the rest refetches. */
export function useAnswerRenewalOffer() {
  return useApiMutation({
    mutationFn: postRenewalOfferAnswer,
    invalidates: [ENDPOINTS.quotation.list],
    onSuccess: (answer, _variables, queryClient) => {
      queryClient.setQueryData(amcDetailKey(answer.data.id), answer.data);
      void invalidateAmcs(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['quotation', 'view'] });
    },
  });
}
