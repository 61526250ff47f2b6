import { ZFlaggedResponse, type TPasswordResetBody } from '@amc/contracts';
import { rejectFlagged, request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function postPasswordReset(body: TPasswordResetBody) {
  return request('/password/reset', { method: 'POST', body, schema: ZFlaggedResponse }).then(rejectFlagged);
}

export function usePasswordReset() {
  return useApiMutation({ mutationFn: postPasswordReset });
}
