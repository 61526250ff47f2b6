import { ENDPOINTS, ZLoginAnswer, type TLoginBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { notifyError, notifySuccess } from '../../../lib/mutation-toasts';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

export function postLogin(body: TLoginBody) {
  return request(ENDPOINTS.auth.login, { method: 'POST', body, schema: ZLoginAnswer });
}

/**
 * The password step: a session (a green toast), or the second step the sign-in page asks for next, whose words
 * the page itself shows (no "Success" before the user is in). A failure is toasted as every write's is.
 */
export function useLogin() {
  const { signIn } = useSession();
  return useApiMutation({
    toasts: false,
    mutationFn: (body: TLoginBody) =>
      postLogin(body).catch((error: unknown) => {
        notifyError(error);
        throw error;
      }),
    onSuccess: (answer) => {
      if (!('accessToken' in answer)) return;
      notifySuccess(answer.message);
      signIn(answer);
    },
  });
}
