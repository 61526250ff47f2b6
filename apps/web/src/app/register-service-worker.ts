import type { QueryClient } from '@tanstack/react-query';

/** How long no query or mutation may be in flight before the first screen counts as loaded. */
export const QUIET_MS = 2000;
/** The latest the worker is registered after the page's load event, however busy the page stays. */
export const LATEST_MS = 15_000;

/**
 * Registers the service worker of the built app (vite.config.ts, vite-plugin-pwa) once the first screen has
 * loaded: after the page's load event, and then after the app's requests have gone quiet (whenQuiet). Installing
 * the worker precaches every asset (about 2.5 MB), which on a phone's slow network would share the line with the
 * first screen's own data (docs/PERFORMANCE.md, round 19). Only in a production build (the dev server has no sw.js).
 *
 * The worker skips waiting and claims the open pages: a new release serves the next load. A page still running the
 * old release that asks for a chunk the new build lacks reloads once (vite:preloadError in main.tsx).
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // No worker means no offline start, nothing worse: the app itself runs on.
      console.warn('Service worker registration failed', error);
    });
  };
  const afterLoad = () => void whenQuiet(queryClient).then(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Resolves once no query or mutation of `client` has been in flight for `quietMs` on end, or `latestMs` after the
 * call at the latest. A query waiting for the network (offline, paused) does not count as in flight.
 */
export function whenQuiet(client: QueryClient, quietMs = QUIET_MS, latestMs = LATEST_MS): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const busy = () => client.isFetching() + client.isMutating() > 0;
    // Every change of a query or mutation: a request started stops the wait, the last one ending starts it anew.
    const check = () => {
      clearTimeout(quiet);
      quiet = busy() ? undefined : setTimeout(done, quietMs);
    };
    const unsubscribe = [client.getQueryCache().subscribe(check), client.getMutationCache().subscribe(check)];
    const latest = setTimeout(done, latestMs);
    function done() {
      clearTimeout(quiet);
      clearTimeout(latest);
      for (const stop of unsubscribe) stop();
      resolve();
    }
    check();
  });
}
