import { ZAmcDetail, ZDataResponse } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The assignee accepts the contract, and with it the services waiting for its answer. */
export function postApproveAmc(id: number) {
  return request('/amc/approveEmployeeStatus', { method: 'POST', body: { id }, schema: ZAmcDetailResponse });
}

export function useApproveAmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApproveAmc,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAmcs(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
