import { ENDPOINTS, ZFlaggedResponse } from '@amc/contracts';
import { rejectFlagged, request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function postPasswordEmail(body: { email: string }) {
  return request(ENDPOINTS.auth.passwordEmail, { method: 'POST', body, schema: ZFlaggedResponse }).then(
    rejectFlagged,
  );
}

export function usePasswordEmail() {
  return useApiMutation({ mutationFn: postPasswordEmail });
}
