import { ENDPOINTS, ZLoginResponse, type TLoginBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

export function postLogin(body: TLoginBody) {
  return request(ENDPOINTS.auth.login, { method: 'POST', body, schema: ZLoginResponse });
}

export function useLogin() {
  const { signIn } = useSession();
  return useApiMutation({ mutationFn: postLogin, onSuccess: (answer) => signIn(answer) });
}
