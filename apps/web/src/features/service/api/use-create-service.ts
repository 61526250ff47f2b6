import { ZDataResponse, ZService, type TCreateServiceBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** A one-off visit; its assignee's answer starts pending. */
export function postCreateService(body: TCreateServiceBody) {
  return request('/service/store', { method: 'POST', body, schema: ZServiceResponse });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateService,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
