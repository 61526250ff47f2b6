import { ZLoginResponse, type TRegisterBody } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { useSession } from '../../../lib/session';

/** Registration answers like a login: the new customer is signed in straight away. */
export function postRegister(body: TRegisterBody) {
  return request('/auth/register', { method: 'POST', body, schema: ZLoginResponse });
}

export function useRegister() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: postRegister,
    ...mutationToasts,
    onSuccess: (answer) => {
      signIn(answer);
      mutationToasts.onSuccess(answer);
    },
  });
}
