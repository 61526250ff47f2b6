import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { AppProviders } from './app/providers/app-providers';
import { createQueryClient } from './app/providers/query-client';
import { StartupGate } from './app/startup/startup-gate';
import { currentLanguageLoaded, initI18n } from './i18n/i18n';

// Before the first render, so the first paint already has the right language and direction.
initI18n();
await currentLanguageLoaded();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <AppErrorBoundary>
        <StartupGate />
      </AppErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
