import { ZDataResponse, ZService } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/**
 * The assignee declines the service: it is left unassigned and the administrators are told, so it leaves the
 * employee's list on the refetch.
 */
export function postRejectService(id: number) {
  return request('/service/rejectEmployeeStatus', { method: 'POST', body: { id }, schema: ZServiceResponse });
}

export function useRejectService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRejectService,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
