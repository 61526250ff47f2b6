import 'fake-indexeddb/auto';
import { ENDPOINTS } from '@amc/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearOfflineCache,
  OFFLINE_CACHE_MAX_AGE_MS,
  readOfflineEntry,
  startOfflineCache,
  stopOfflineCache,
} from './offline-cache';

const MY_WORK = { visits: [{ id: 1, title: 'AC service' }] };
const TASKS = { data: [{ id: 4, title: 'Call back' }] };

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Lets the throttled save (1 s) and IndexedDB's own tasks run. */
async function flushSave() {
  await vi.advanceTimersByTimeAsync(1100);
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

describe('the offline cache (IndexedDB, per user)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await clearOfflineCache();
  });

  it("keeps My work, the task lists and the products under the user's own key, and nothing else", async () => {
    const client = newClient();
    await startOfflineCache(client, 7);
    client.setQueryData(['my-work'], MY_WORK);
    client.setQueryData(['list', ENDPOINTS.task.list, { page: 1 }], TASKS);
    client.setQueryData(['product', 'produtcDropdown'], [{ id: 41, name: 'Filter' }]);
    client.setQueryData(['list', ENDPOINTS.sale.list, { page: 1 }], { data: [{ id: 9 }] });
    client.setQueryData(['user', 'profile'], { data: { id: 7 } });
    await flushSave();

    const entry = await readOfflineEntry(7);
    expect(entry?.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['my-work'],
      ['list', ENDPOINTS.task.list, { page: 1 }],
      ['product', 'produtcDropdown'],
    ]);
    expect(await readOfflineEntry(8)).toBeUndefined();
    stopOfflineCache();

    // A reload of the same user gets them back; another user on the device does not.
    const again = newClient();
    await startOfflineCache(again, 7);
    expect(again.getQueryData(['my-work'])).toEqual(MY_WORK);
    expect(again.getQueryData(['list', ENDPOINTS.task.list, { page: 1 }])).toEqual(TASKS);
    const other = newClient();
    await startOfflineCache(other, 8);
    expect(other.getQueryData(['my-work'])).toBeUndefined();
  });

  it('drops answers older than 7 days at restore', async () => {
    const client = newClient();
    await startOfflineCache(client, 7);
    client.setQueryData(['my-work'], MY_WORK, { updatedAt: Date.now() - OFFLINE_CACHE_MAX_AGE_MS - 60_000 });
    client.setQueryData(['product', 'produtcDropdown'], [{ id: 41 }]);
    await flushSave();
    stopOfflineCache();

    const again = newClient();
    await startOfflineCache(again, 7);
    expect(again.getQueryData(['my-work'])).toBeUndefined();
    expect(again.getQueryData(['product', 'produtcDropdown'])).toEqual([{ id: 41 }]);
  });

  it('sign-out clears every kept answer but never the completion drafts and outbox', async () => {
    const completions = createStore('amc-completion-outbox', 'items');
    vi.useRealTimers();
    await set('draft-12', { work_done: 'Cleaned the filter' }, completions);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = newClient();
    await startOfflineCache(client, 7);
    client.setQueryData(['my-work'], MY_WORK);
    await flushSave();
    expect(await readOfflineEntry(7)).toBeDefined();

    // The session clears the query cache before the sign-out reaches this module: that must not be saved back.
    client.clear();
    vi.useRealTimers();
    await clearOfflineCache();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await readOfflineEntry(7)).toBeUndefined();
    expect(await get('draft-12', completions)).toEqual({ work_done: 'Cleaned the filter' });
  });

  it('an answer fresher in the cache than the kept one wins at restore', async () => {
    const client = newClient();
    await startOfflineCache(client, 7);
    client.setQueryData(['my-work'], MY_WORK);
    await flushSave();
    stopOfflineCache();

    const again = newClient();
    again.setQueryData(['my-work'], { visits: [] }, { updatedAt: Date.now() + 60_000 });
    await startOfflineCache(again, 7);
    expect(again.getQueryData(['my-work'])).toEqual({ visits: [] });
  });
});
