import {
  ENDPOINTS,
  ZLoginResponse,
  ZLoginWithCodesResponse,
  ZMessageResponse,
  ZRecoveryCodesResponse,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatusResponse,
  type TChallengeBody,
  type TCurrentPasswordBody,
  type TSecondStepBody,
  type TSetupConfirmBody,
  type TTwoFactorEnableBody,
} from '@amc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

/** The second step of a sign-in: its code finishes it. */
export function useSecondStep() {
  const { signIn } = useSession();
  return useApiMutation({
    mutationFn: (body: TSecondStepBody) =>
      request(ENDPOINTS.auth.loginSecondStep, { method: 'POST', body, schema: ZLoginResponse }),
    onSuccess: (answer) => signIn(answer),
  });
}

/** A sign-in that must set up its second step: the new key ... */
export function useLoginSetup() {
  return useApiMutation({
    toasts: false,
    mutationFn: (body: TChallengeBody) =>
      request(ENDPOINTS.auth.loginSetup, { method: 'POST', body, schema: ZTwoFactorSetupResponse }),
  });
}

/** ... and its first code, answered with the session and the recovery codes, which are shown before it starts. */
export function useLoginSetupConfirm() {
  return useApiMutation({
    toasts: false,
    mutationFn: (body: TSetupConfirmBody) =>
      request(ENDPOINTS.auth.loginSetupConfirm, { method: 'POST', body, schema: ZLoginWithCodesResponse }),
  });
}

const STATUS_KEY = ['auth', 'two-factor'];

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => request(ENDPOINTS.auth.twoFactor, { schema: ZTwoFactorStatusResponse }),
  });
}

/** The signed-in user's own second step; each change refreshes its state. */
function useOwnChange<TBody, TAnswer extends { message: string }>(
  mutationFn: (body: TBody) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** A new key to scan; nothing changes until its first code is confirmed, so the screen shows the key, no toast. */
export function useOwnSetup() {
  return useApiMutation({
    toasts: false,
    mutationFn: (body: TCurrentPasswordBody) =>
      request(ENDPOINTS.auth.twoFactorSetup, { method: 'POST', body, schema: ZTwoFactorSetupResponse }),
  });
}

export const useOwnEnable = () =>
  useOwnChange((body: TTwoFactorEnableBody) =>
    request(ENDPOINTS.auth.twoFactorEnable, { method: 'POST', body, schema: ZRecoveryCodesResponse }),
  );

export const useOwnDisable = () =>
  useOwnChange((body: TCurrentPasswordBody) =>
    request(ENDPOINTS.auth.twoFactorDisable, { method: 'POST', body, schema: ZMessageResponse }),
  );

export const useNewRecoveryCodes = () =>
  useOwnChange((body: TCurrentPasswordBody) =>
    request(ENDPOINTS.auth.twoFactorRecoveryCodes, { method: 'POST', body, schema: ZRecoveryCodesResponse }),
  );
