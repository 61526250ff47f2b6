import { ENDPOINTS } from '@amc/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { MY_WORK_QUERY_KEY } from '../../features/my-work/api/use-my-work';
import { productOptionsQueryOptions } from '../../lookups/use-product-options';

/**
 * What a technician reads on the road without signal (issue 13, "Works without signal"): the My work day, the
 * task lists it opened, and the products the completion form picks parts from. Only these are kept on the device
 * (offline-cache.ts); every other answer lives for the tab as before.
 */
export const OFFLINE_QUERY_KEYS: readonly (readonly unknown[])[] = [
  MY_WORK_QUERY_KEY,
  ['list', ENDPOINTS.task.list],
  productOptionsQueryOptions.queryKey,
];

/** A query whose key starts with one of OFFLINE_QUERY_KEYS. */
export function isOfflineQuery(queryKey: readonly unknown[]): boolean {
  return OFFLINE_QUERY_KEYS.some((prefix) => prefix.every((part, index) => queryKey[index] === part));
}

/** Kept on the device: an offline query that holds an answer (not one that is loading or failed). */
export function shouldKeepOffline(query: Query): boolean {
  return query.state.status === 'success' && isOfflineQuery(query.queryKey);
}

/** When the newest of the kept answers came from the server (ms), or null when none is held. */
export function offlineDataSavedAt(queryClient: QueryClient): number | null {
  let newest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!shouldKeepOffline(query)) continue;
    newest = Math.max(newest ?? 0, query.state.dataUpdatedAt);
  }
  return newest;
}
