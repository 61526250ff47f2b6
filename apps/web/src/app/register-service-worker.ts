/**
 * Registers the service worker of the built app (vite.config.ts, vite-plugin-pwa): after the page has loaded, so
 * it takes nothing from the first render, and only in a production build (the dev server has no sw.js).
 *
 * The worker skips waiting and claims the open pages: a new release serves the next load. A page still running the
 * old release that asks for a chunk the new build lacks reloads once (vite:preloadError in main.tsx).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // No worker means no offline start, nothing worse: the app itself runs on.
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
