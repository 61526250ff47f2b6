import { ZDataResponse, ZService, type TUpdateServiceBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** The whole form again; a service of an AMC keeps the contract's customer, and only an admin reassigns. */
export function postUpdateService(body: TUpdateServiceBody) {
  return request('/service/update', { method: 'POST', body, schema: ZServiceResponse });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateService,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
