import { ENDPOINTS, ZLoginResponse, type TRegisterBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

/** Registration answers like a login: the new customer is signed in straight away. */
export function postRegister(body: TRegisterBody) {
  return request(ENDPOINTS.auth.register, { method: 'POST', body, schema: ZLoginResponse });
}

export function useRegister() {
  const { signIn } = useSession();
  return useApiMutation({ mutationFn: postRegister, onSuccess: (answer) => signIn(answer) });
}
