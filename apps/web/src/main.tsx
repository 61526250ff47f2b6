import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { AppProviders } from './app/providers/app-providers';
import { createQueryClient } from './app/providers/query-client';
import { registerServiceWorker } from './app/register-service-worker';
import { StartupGate } from './app/startup/startup-gate';
import { currentLanguageLoaded, initI18n } from './i18n/i18n';

// A tab opened before a release asks for the old release's page chunks, which the new build no longer has: load
// the page once more to get the new ones (once per tab and minute, so a broken build cannot loop).
window.addEventListener('vite:preloadError', (event) => {
  const key = 'amc:reloaded-for-release';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
});

const queryClient = createQueryClient();
// The installable app's service worker (offline start), registered once the first screen has loaded.
registerServiceWorker(queryClient);

// Before the first render, so the first paint already has the right language and direction.
initI18n();
await currentLanguageLoaded();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <StartupGate />
      </AppErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
