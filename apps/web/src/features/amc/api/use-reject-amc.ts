import { ZAmcDetail, ZDataResponse } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

/** The assignee declines: the contract loses its assignee and the administrators are told. */
export function postRejectAmc(id: number) {
  return request('/amc/rejectEmployeeStatus', { method: 'POST', body: { id }, schema: ZAmcDetailResponse });
}

export function useRejectAmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRejectAmc,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAmcs(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
