import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveEventStream } from './live-event-stream';

vi.mock('../../lib/browser-storage', () => ({ hasValidStoredToken: () => true }));

class FakeSource {
  static opened: FakeSource[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const start = (onEvent = vi.fn()) => {
  const stop = openLiveEventStream('tok en', onEvent, {
    createSource: (url) => new FakeSource(url) as unknown as EventSource,
    minDelayMs: 1000,
    maxDelayMs: 4000,
  });
  return { stop, onEvent };
};

describe('openLiveEventStream', () => {
  beforeEach(() => {
    FakeSource.opened = [];
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens one stream with the token in the query and hands on the notices it names', () => {
    const { onEvent } = start();
    expect(FakeSource.opened.map((s) => s.url)).toEqual(['/api/listenEventMessage?token=tok%20en']);
    FakeSource.opened[0]!.onmessage?.({ data: '"employee_permission_updated"' });
    FakeSource.opened[0]!.onmessage?.({ data: 'not json' });
    expect(onEvent.mock.calls).toEqual([['employee_permission_updated']]);
  });

  it('reconnects after a drop, waiting longer each time, and from the start again once connected', () => {
    start();
    const fail = () => FakeSource.opened.at(-1)!.onerror?.();
    fail();
    expect(FakeSource.opened[0]!.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(2);
    fail();
    vi.advanceTimersByTime(1999);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(3);
    fail();
    vi.advanceTimersByTime(4000);
    fail();
    vi.advanceTimersByTime(4000);
    expect(FakeSource.opened).toHaveLength(5);
    FakeSource.opened.at(-1)!.onopen?.();
    fail();
    vi.advanceTimersByTime(1000);
    expect(FakeSource.opened).toHaveLength(6);
  });

  it('closes for good on stop, with no reconnect pending', () => {
    const { stop } = start();
    FakeSource.opened[0]!.onerror?.();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);
    expect(FakeSource.opened[0]!.closed).toBe(true);
  });
});
