import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { OFFLINE_QUERY_KEYS, shouldKeepOffline } from './offline-queries';

/** A kept answer older than this is dropped at restore (issue 13: the next 7 days are readable offline). */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The IndexedDB database of the kept answers, one entry per signed-in user. Its own database: sign-out clears it
 * whole, and never touches the completion drafts and outbox (their own databases, amc-completion-*), so nothing
 * typed is lost by signing in again.
 */
export const OFFLINE_CACHE_DB = 'amc-query-cache';
const STORE_NAME = 'clients';

/** Raised when what is kept changes shape: an older device copy is then dropped instead of misread. */
const CACHE_BUSTER = '1';

/** Saves at most this often while answers arrive: a burst of answers is one write. */
const SAVE_EVERY_MS = 1000;

/**
 * What is stored per user: the dehydrated offline queries, when they were saved, and the buster. The shape of
 * @tanstack/query-persist-client-core's PersistedClient; that package is not used because its current release
 * pins an older @tanstack/query-core than the app's (two copies of the cache code, and types that do not match).
 */
export type TPersistedClient = { timestamp: number; buster: string; clientState: DehydratedState };

let store: UseStore | undefined;
const offlineStore = () => (store ??= createStore(OFFLINE_CACHE_DB, STORE_NAME));

/** The entry of one user: another user on the same device reads its own entry, never this one. */
export const offlineCacheKey = (userId: number) => `user-${userId}`;

export function readOfflineEntry(userId: number): Promise<TPersistedClient | undefined> {
  return get<TPersistedClient>(offlineCacheKey(userId), offlineStore());
}

let stopSaving: (() => void) | null = null;
/** Bumped by every start and stop, so a restore that ends after a sign-out does not start saving again. */
let generation = 0;

/**
 * Restores the user's kept answers into the query cache (an answer already fresher in the cache wins), then keeps
 * the offline queries saved as they change. Called when a user is signed in (offline-cache-sync.tsx).
 */
export async function startOfflineCache(queryClient: QueryClient, userId: number): Promise<void> {
  stopOfflineCache();
  const started = ++generation;
  const key = offlineCacheKey(userId);
  // A kept query nobody shows must outlive the default 5 minutes in memory, or the next save would drop it.
  for (const queryKey of OFFLINE_QUERY_KEYS) {
    queryClient.setQueryDefaults(queryKey, { gcTime: OFFLINE_CACHE_MAX_AGE_MS });
  }
  try {
    const kept = await readOfflineEntry(userId);
    if (kept && kept.buster !== CACHE_BUSTER) await del(key, offlineStore());
    else if (kept && started === generation) {
      const oldest = Date.now() - OFFLINE_CACHE_MAX_AGE_MS;
      const queries = kept.clientState.queries.filter((query) => query.state.dataUpdatedAt >= oldest);
      hydrate(queryClient, { mutations: [], queries });
    }
  } catch {
    /* no IndexedDB (private mode) or an unreadable entry: the app runs online only */
  }
  if (started !== generation) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      const entry: TPersistedClient = {
        timestamp: Date.now(),
        buster: CACHE_BUSTER,
        // Only answers: a paused write is the completion outbox's business (features/service), not this cache's.
        clientState: dehydrate(queryClient, {
          shouldDehydrateQuery: shouldKeepOffline,
          shouldDehydrateMutation: () => false,
        }),
      };
      void set(key, entry, offlineStore()).catch(() => undefined);
    }, SAVE_EVERY_MS);
  };
  // What changes in the cache (an answer added, updated or removed), not who watches it.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated' || event.type === 'removed') save();
  });
  stopSaving = () => {
    unsubscribe();
    // A save still waiting is dropped: after sign-out the cleared cache must not be written back.
    clearTimeout(timer);
    timer = undefined;
  };
}

export function stopOfflineCache(): void {
  generation += 1;
  stopSaving?.();
  stopSaving = null;
}

/** Sign-out: stop saving and drop every kept answer of every user of this device (this database only). */
export async function clearOfflineCache(): Promise<void> {
  stopOfflineCache();
  try {
    await clear(offlineStore());
  } catch {
    /* no IndexedDB: nothing was kept */
  }
}
