import type { TLoginResponse, TProfileResponse, TSessionUser } from '@amc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearSession, storeLogin, storeUser } from './browser-storage';
import { setUnauthorizedHandler } from './http-client';

type TSessionState = {
  user: TSessionUser | null;
  /** Permission names of a non-admin; null for admin, who holds every right. */
  permissions: string[] | null;
  /** True after the user signed out themselves: sign-in then starts afresh instead of returning to the page. */
  signedOutByUser: boolean;
};

type TSessionValue = TSessionState & {
  isAuthenticated: boolean;
  signIn: (answer: TLoginResponse) => void;
  updateUser: (user: TProfileResponse['data']) => void;
  /** Local sign-out: storage, state and cached server data. The API call is the caller's business. */
  signOut: () => void;
};

const SessionContext = createContext<TSessionValue | null>(null);

function toState(user: TProfileResponse['data'] | null): TSessionState {
  if (!user) return { user: null, permissions: null, signedOutByUser: false };
  const { permissions, ...rest } = user;
  return {
    user: rest,
    permissions: rest.role_name === 'admin' ? null : (permissions ?? []).map((p) => p.name),
    signedOutByUser: false,
  };
}

export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: TProfileResponse['data'] | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TSessionState>(() => toState(initialUser));

  const signOut = useCallback(() => {
    clearSession();
    setState({ ...toState(null), signedOutByUser: true });
    queryClient.clear();
  }, [queryClient]);

  // An expired token found by any call signs the user out here; the auth guard then remembers the page.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      setState(toState(null));
      queryClient.clear();
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [queryClient]);

  const value = useMemo<TSessionValue>(
    () => ({
      ...state,
      isAuthenticated: state.user !== null,
      signIn: (answer) => {
        storeLogin(answer);
        setState(toState({ ...answer.user, permissions: answer.permissions }));
      },
      updateUser: (user) => {
        storeUser(user);
        setState(toState(user));
      },
      signOut,
    }),
    [state, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
