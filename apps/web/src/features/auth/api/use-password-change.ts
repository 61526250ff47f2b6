import { ZLoginResponse, type TChangePasswordBody } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { useSession } from '../../../lib/session';

export function postPasswordChange(body: TChangePasswordBody) {
  return request('/password/change', { method: 'POST', body, schema: ZLoginResponse });
}

/** The change ends every older token, this tab's too: the answer's new session takes its place. */
export function usePasswordChange() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: postPasswordChange,
    ...mutationToasts,
    onSuccess: (answer) => {
      signIn(answer);
      mutationToasts.onSuccess(answer);
    },
  });
}
