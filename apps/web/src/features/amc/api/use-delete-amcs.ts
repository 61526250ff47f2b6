import { ZDataResponse, ZDeletedAmcs } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { invalidateAmcs } from './invalidate-amcs';

const ZDeletedAmcsResponse = ZDataResponse(ZDeletedAmcs);

/** All or nothing, like the server. */
export function postDeleteAmcs(ids: number[]) {
  return request('/amc/deleteMultiAmc', { method: 'POST', body: { ids }, schema: ZDeletedAmcsResponse });
}

/** "Delete selected" of the AMC table. */
export function useDeleteAmcs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteAmcs,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAmcs(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
