import { ZDataResponse, ZService, type TCompleteServiceBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** Closes the service on the day it was done (today when none is given); one already done answers 409. */
export function postCompleteService(body: TCompleteServiceBody) {
  return request('/service/complete', { method: 'POST', body, schema: ZServiceResponse });
}

export function useCompleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCompleteService,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
