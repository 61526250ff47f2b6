import { ZDataResponse, ZService } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateServices } from './invalidate-services';

const ZServiceResponse = ZDataResponse(ZService);

/** The assignee accepts the service; only it may, and only while its answer is pending. */
export function postApproveService(id: number) {
  return request('/service/approveEmployeeStatus', {
    method: 'POST',
    body: { id },
    schema: ZServiceResponse,
  });
}

export function useApproveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApproveService,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateServices(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
