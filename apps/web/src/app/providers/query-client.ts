import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http-client';

/** Client errors (4xx) will not change on a second try; only network trouble and 5xx are retried, once. */
export function createQueryClient(): QueryClient {
  // React Query learns of the network from the online/offline events only: a page opened with no signal starts
  // offline, so its queries wait (showing what offline-cache.ts restored) instead of failing.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
