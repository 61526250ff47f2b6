import { ZDataResponse, ZDeletedServices } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZDeletedServicesResponse = ZDataResponse(ZDeletedServices);

/** All or nothing, like the server: one done service of an AMC keeps every selected row. */
export function postDeleteServices(ids: number[]) {
  return request('/service/deleteMultiService', {
    method: 'POST',
    body: { ids },
    schema: ZDeletedServicesResponse,
  });
}

/** "Delete selected" of the service table. */
export function useDeleteServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteServices,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
