import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session';

/**
 * Keeps the signed-in user's offline answers on the device (offline-cache.ts, loaded apart from the first page):
 * restored and saved while a user is signed in, dropped when that user signs out or the session ends.
 */
export function OfflineCacheSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const previous = useRef<number | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (userId !== null) {
      void import('./offline-cache').then((cache) => cache.startOfflineCache(queryClient, userId));
    } else if (before !== null) {
      void import('./offline-cache').then((cache) => cache.clearOfflineCache());
    }
  }, [userId, queryClient]);

  return null;
}
