import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './register-service-worker';

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the promise has settled, after letting its callbacks run. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('waits for the first screen’s requests, then for the quiet after them', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['first screen'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    const quiet = whenQuiet(client, 2000, 15_000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(quiet)).toBe(false);
    answer('rows');
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(quiet)).toBe(false);
    // Another request within the quiet time starts the wait anew.
    await client.fetchQuery({ queryKey: ['a lookup'], queryFn: async () => 'names' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it('gives up waiting at the latest time, however busy the page stays', async () => {
    const client = new QueryClient();
    void client.fetchQuery({
      queryKey: ['never answers'],
      queryFn: () => new Promise<string>(() => undefined),
    });
    const quiet = whenQuiet(client, 2000, 15_000);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });
});
