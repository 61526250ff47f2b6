import { FORCED_LOGOUT_EVENTS } from '@amc/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getAccessToken } from '../../lib/browser-storage';
import { useSession } from '../../lib/session';
import {
  LiveEventsContext,
  type TLiveEventListener,
  type TLiveEventsValue,
} from '../../lib/live-events-context';
import { openLiveEventStream } from './live-event-stream';
import { LogoutAlertModal } from './logout-alert-modal';

/**
 * The signed-in tab's live event stream: opened with the session's token, closed on sign-out, shared by
 * every `useLiveEvent` below it. It also runs SPEC section 4's forced sign-out when the user's rights change.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { user, signOut } = useSession();
  // Read again when the user changes: a new sign-in brings a new token, and sign-out takes it away.
  const token = useMemo(() => (user ? getAccessToken() : null), [user]);
  const listeners = useRef(new Map<string, Set<TLiveEventListener>>());
  const [alertOpen, setAlertOpen] = useState(false);

  const subscribe = useCallback<TLiveEventsValue['subscribe']>((event, listener) => {
    const set = listeners.current.get(event) ?? new Set();
    set.add(listener);
    listeners.current.set(event, set);
    return () => {
      set.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (!token) return;
    return openLiveEventStream(token, (event) =>
      listeners.current.get(event)?.forEach((listener) => listener(event)),
    );
  }, [token]);

  const forcedLogoutEvent = user ? FORCED_LOGOUT_EVENTS[user.role_name] : undefined;
  useEffect(() => {
    if (!forcedLogoutEvent) return;
    return subscribe(forcedLogoutEvent, () => setAlertOpen(true));
  }, [forcedLogoutEvent, subscribe]);

  const value = useMemo(() => ({ subscribe }), [subscribe]);
  return (
    <LiveEventsContext.Provider value={value}>
      {children}
      <LogoutAlertModal
        opened={alertOpen}
        onClose={() => setAlertOpen(false)}
        onLogout={() => {
          setAlertOpen(false);
          signOut();
        }}
      />
    </LiveEventsContext.Provider>
  );
}
