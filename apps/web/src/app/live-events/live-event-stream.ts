import { ENDPOINTS } from '@amc/contracts';
import { hasValidStoredToken } from '../../lib/browser-storage';
import { API_BASE } from '../../lib/http-client';

type TEventSourceLike = Pick<EventSource, 'close' | 'onopen' | 'onmessage' | 'onerror'>;

export type TLiveEventStreamOptions = {
  createSource?: (url: string) => TEventSourceLike;
  minDelayMs?: number;
  maxDelayMs?: number;
};

// An EventSource, not request(): the stream's address is the API's base and its path.
export const LIVE_EVENTS_PATH = `${API_BASE}${ENDPOINTS.liveEvents.stream}`;

/**
 * Opens the live event stream for this tab and keeps it open: after a drop it reconnects itself, waiting
 * twice as long after each failure (up to `maxDelayMs`, with jitter so many tabs do not return at once),
 * and no longer once the stored token has expired. Returns the function that closes it for good.
 */
export function openLiveEventStream(
  token: string,
  onEvent: (event: string) => void,
  { createSource, minDelayMs = 1000, maxDelayMs = 30_000 }: TLiveEventStreamOptions = {},
): () => void {
  // Without EventSource (an old browser, or a test's DOM) the app works as before, only without live notices.
  if (!createSource && typeof EventSource === 'undefined') return () => undefined;
  const open = createSource ?? ((url: string) => new EventSource(url));
  let source: TEventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = minDelayMs;
  let stopped = false;

  const connect = () => {
    source = open(`${LIVE_EVENTS_PATH}?token=${encodeURIComponent(token)}`);
    source.onopen = () => {
      delay = minDelayMs;
    };
    source.onmessage = (message: MessageEvent<string>) => {
      let name: unknown;
      try {
        name = JSON.parse(message.data);
      } catch {
        return;
      }
      if (typeof name === 'string') onEvent(name);
    };
    // The browser's own retry would not back off and would keep trying a refused token: this one does both.
    source.onerror = () => {
      source?.close();
      if (stopped || !hasValidStoredToken()) return;
      timer = setTimeout(connect, delay * (0.8 + Math.random() * 0.4));
      delay = Math.min(delay * 2, maxDelayMs);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
