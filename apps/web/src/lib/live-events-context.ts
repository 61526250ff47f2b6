import { createContext, useContext, useEffect, useRef } from 'react';

export type TLiveEventListener = (event: string) => void;

export type TLiveEventsValue = {
  /** Calls `listener` for each notice named `event` this tab receives; returns the unsubscribe. */
  subscribe: (event: string, listener: TLiveEventListener) => () => void;
};

export const LiveEventsContext = createContext<TLiveEventsValue | null>(null);

/**
 * Runs `callback` whenever this tab's live stream brings the notice `event` (see LIVE_EVENTS in contracts),
 * e.g. `useLiveEvent(LIVE_EVENTS.messageReceived, () => refetchInbox())`. The latest callback is used, so
 * it need not be memoised. Outside the signed-in layout it does nothing.
 */
export function useLiveEvent(event: string, callback: TLiveEventListener): void {
  const live = useContext(LiveEventsContext);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => live?.subscribe(event, (name) => latest.current(name)), [live, event]);
}
