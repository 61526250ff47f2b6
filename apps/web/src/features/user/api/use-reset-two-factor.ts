import { ENDPOINTS, ZMessageResponse } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FULL_PROFILE_KEY } from './use-full-profile';

/** Admins: ends another user's second step (a lost phone); the profile on screen then shows it off. */
export function useResetTwoFactor() {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(ENDPOINTS.user.twoFactorReset, { method: 'POST', body: { id }, schema: ZMessageResponse }),
    onSuccess: (_answer, _id, queryClient) => queryClient.invalidateQueries({ queryKey: FULL_PROFILE_KEY }),
  });
}
