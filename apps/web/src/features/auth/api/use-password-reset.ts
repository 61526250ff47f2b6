import { ZFlaggedResponse, type TPasswordResetBody } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { rejectFlagged, request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';

export function postPasswordReset(body: TPasswordResetBody) {
  return request('/password/reset', { method: 'POST', body, schema: ZFlaggedResponse }).then(rejectFlagged);
}

export function usePasswordReset() {
  return useMutation({ mutationFn: postPasswordReset, ...mutationToasts });
}
