import { ENDPOINTS, ZFlaggedResponse, type TPasswordResetBody } from '@amc/contracts';
import { rejectFlagged, request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function postPasswordReset(body: TPasswordResetBody) {
  return request(ENDPOINTS.auth.passwordReset, { method: 'POST', body, schema: ZFlaggedResponse }).then(
    rejectFlagged,
  );
}

export function usePasswordReset() {
  return useApiMutation({ mutationFn: postPasswordReset });
}
