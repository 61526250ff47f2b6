import { ZDataResponse, ZDeletedAmcs } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAmcs } from './invalidate-amcs';

const ZDeletedAmcsResponse = ZDataResponse(ZDeletedAmcs);

export function postDeleteAmc(id: number) {
  return request('/amc/delete', { method: 'POST', body: { id }, schema: ZDeletedAmcsResponse });
}

export function useDeleteAmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteAmc,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAmcs(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
