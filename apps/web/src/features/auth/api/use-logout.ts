import { ENDPOINTS, ZMessageResponse } from '@amc/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { notifySuccess } from '../../../lib/mutation-toasts';
import { useSession } from '../../../lib/session';

export function postLogout() {
  return request(ENDPOINTS.auth.logout, { method: 'POST', schema: ZMessageResponse });
}

/**
 * The local sign-out happens whatever the server says: a user who asked to leave must not stay signed in.
 * Not useApiMutation: the sign-out runs on settle, and a failed logout shows no red toast.
 */
export function useLogout() {
  const { signOut } = useSession();
  return useMutation({
    mutationFn: postLogout,
    onSuccess: (answer) => notifySuccess(answer.message),
    onSettled: () => signOut(),
  });
}
