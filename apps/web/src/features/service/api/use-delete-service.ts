import { ZDataResponse, ZDeletedServices } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZDeletedServicesResponse = ZDataResponse(ZDeletedServices);

/** Refused (409) for a service of an AMC that is already done: it is the contract's record. */
export function postDeleteService(id: number) {
  return request('/service/delete', { method: 'POST', body: { id }, schema: ZDeletedServicesResponse });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteService,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
