import { ZFlaggedResponse } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { rejectFlagged, request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';

export function postPasswordEmail(body: { email: string }) {
  return request('/password/email', { method: 'POST', body, schema: ZFlaggedResponse }).then(rejectFlagged);
}

export function usePasswordEmail() {
  return useMutation({ mutationFn: postPasswordEmail, ...mutationToasts });
}
