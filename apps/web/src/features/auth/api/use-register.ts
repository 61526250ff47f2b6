import {
  ENDPOINTS,
  ZFlaggedResponse,
  ZLoginResponse,
  type TRegisterBody,
  type TRegisterConfirmBody,
} from '@amc/contracts';
import { rejectFlagged, request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

/** A sign-up mails its link (or, for an address with an account, word of it): the same answer for any address. */
export function postRegister(body: TRegisterBody) {
  return request(ENDPOINTS.auth.register, { method: 'POST', body, schema: ZFlaggedResponse }).then(
    rejectFlagged,
  );
}

/** Its answer and refusals show on the form itself (signup-page.tsx), not as toasts. */
export function useRegister() {
  return useApiMutation({ mutationFn: postRegister, toasts: false });
}

/** The mailed link makes the account and answers like a login: the new customer is signed in straight away. */
export function postRegisterConfirm(body: TRegisterConfirmBody) {
  return request(ENDPOINTS.auth.registerConfirm, { method: 'POST', body, schema: ZLoginResponse });
}

export function useRegisterConfirm() {
  const { signIn } = useSession();
  return useApiMutation({
    mutationFn: postRegisterConfirm,
    toasts: false,
    onSuccess: (answer) => signIn(answer),
  });
}
