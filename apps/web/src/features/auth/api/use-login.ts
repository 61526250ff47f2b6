import { ZLoginResponse, type TLoginBody } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { useSession } from '../../../lib/session';

export function postLogin(body: TLoginBody) {
  return request('/login', { method: 'POST', body, schema: ZLoginResponse });
}

export function useLogin() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: postLogin,
    ...mutationToasts,
    onSuccess: (answer) => {
      signIn(answer);
      mutationToasts.onSuccess(answer);
    },
  });
}
