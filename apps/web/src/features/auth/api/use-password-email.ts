import { ZFlaggedResponse } from '@amc/contracts';
import { rejectFlagged, request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function postPasswordEmail(body: { email: string }) {
  return request('/password/email', { method: 'POST', body, schema: ZFlaggedResponse }).then(rejectFlagged);
}

export function usePasswordEmail() {
  return useApiMutation({ mutationFn: postPasswordEmail });
}
