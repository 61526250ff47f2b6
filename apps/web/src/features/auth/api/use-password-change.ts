import { ENDPOINTS, ZLoginResponse, type TChangePasswordBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

export function postPasswordChange(body: TChangePasswordBody) {
  return request(ENDPOINTS.auth.passwordChange, { method: 'POST', body, schema: ZLoginResponse });
}

/** The change ends every older token, this tab's too: the answer's new session takes its place. */
export function usePasswordChange() {
  const { signIn } = useSession();
  return useApiMutation({ mutationFn: postPasswordChange, onSuccess: (answer) => signIn(answer) });
}
