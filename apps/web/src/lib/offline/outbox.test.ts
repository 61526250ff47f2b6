import { IDBFactory } from 'fake-indexeddb';
import { MSG } from '@amc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeService } from '../../test/fixtures';
import { stubApi, type TApiCall } from '../../test/stub-api';
import { loadDraft, resetDraftStoreForTests, saveDraft, EMPTY_DRAFT } from './completion-draft';
import { flushOutbox, listOutbox, queueCompletion, resetOutboxStoreForTests } from './outbox';

const USER = 6;
const SERVICE = 41;

/** The route's answer: the visit, closed. */
const closed = {
  message: MSG.serviceCompleted,
  data: makeService({ id: SERVICE, status: 'closed', completed_date: '2026-11-24', has_report: true }),
};

const queue = () =>
  queueCompletion({
    userId: USER,
    serviceId: SERVICE,
    serviceNo: 'SRV-00041',
    fields: { id: String(SERVICE), work_done: 'Cleaned the filters', parts: '[]' },
    photos: [],
    signature: null,
  });

let online = true;
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetOutboxStoreForTests();
  resetDraftStoreForTests();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const completes = (calls: TApiCall[]) => calls.filter((call) => call.path === '/service/complete');

describe('completion outbox', () => {
  it('sends a queued completion once, as a form with its Idempotency-Key, and clears the draft', async () => {
    const calls = stubApi({ 'POST /service/complete': closed });
    await saveDraft(USER, SERVICE, { ...EMPTY_DRAFT, work_done: 'Cleaned the filters' });
    const record = await queue();

    expect(await flushOutbox(USER)).toBe(1);
    expect(await flushOutbox(USER)).toBe(0);
    expect(completes(calls)).toHaveLength(1);
    const [call] = completes(calls);
    expect(call?.headers.get('Idempotency-Key')).toBe(record.idempotencyKey);
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData).get('work_done')).toBe('Cleaned the filters');
    expect((await listOutbox(USER)).map((row) => row.state)).toEqual(['sent']);
    expect(await loadDraft(USER, SERVICE)).toBeUndefined();
  });

  it('keeps a completion waiting while offline and sends it when the connection is back', async () => {
    const calls = stubApi({ 'POST /service/complete': closed });
    online = false;
    await queue();
    expect(await flushOutbox(USER)).toBe(0);
    expect(completes(calls)).toHaveLength(0);
    expect((await listOutbox(USER))[0]?.state).toBe('waiting');

    online = true;
    expect(await flushOutbox(USER)).toBe(1);
    expect(completes(calls)).toHaveLength(1);
  });

  it('retries a send lost on the network with the same key', async () => {
    let attempt = 0;
    const calls = stubApi({
      'POST /service/complete': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { body: closed };
      },
    });
    const record = await queue();
    expect(await flushOutbox(USER)).toBe(0);
    expect((await listOutbox(USER))[0]?.state).toBe('waiting');
    // Queued again (the user taps Complete once more): still the same submission, the same key.
    await queue();
    expect(await flushOutbox(USER)).toBe(1);
    const keys = completes(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toEqual([record.idempotencyKey, record.idempotencyKey]);
  });

  it('counts a 2xx whose answer breaks the contract as sent: the server took it, and a resend would not change that', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubApi({
      'POST /service/complete': { message: MSG.serviceCompleted, data: { id: SERVICE } },
    });
    await saveDraft(USER, SERVICE, { ...EMPTY_DRAFT, work_done: 'Cleaned the filters' });
    await queue();
    expect(await flushOutbox(USER)).toBe(1);
    expect(await flushOutbox(USER)).toBe(0);
    expect(completes(calls)).toHaveLength(1);
    expect((await listOutbox(USER)).map((row) => row.state)).toEqual(['sent']);
    expect(await loadDraft(USER, SERVICE)).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('does not match its contract'),
      expect.anything(),
    );
  });

  it('keeps a refused completion (4xx) with its data and the server reason, and sends it no more', async () => {
    const calls = stubApi({
      'POST /service/complete': () => ({ status: 409, body: { message: MSG.serviceAlreadyDone } }),
    });
    await saveDraft(USER, SERVICE, { ...EMPTY_DRAFT, work_done: 'Cleaned the filters' });
    await queue();
    expect(await flushOutbox(USER)).toBe(0);
    const [row] = await listOutbox(USER);
    expect(row?.state).toBe('failed');
    expect(row?.error).toBe(MSG.serviceAlreadyDone);
    expect(row?.fields.work_done).toBe('Cleaned the filters');
    // The typed draft stays for editing.
    expect((await loadDraft(USER, SERVICE))?.work_done).toBe('Cleaned the filters');
    expect(await flushOutbox(USER)).toBe(0);
    expect(completes(calls)).toHaveLength(1);
  });

  it('never sends in parallel: a second flush while one runs joins it', async () => {
    let release: () => void = () => undefined;
    const calls = stubApi({
      'POST /service/complete': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: closed });
        }),
    });
    await queue();
    const first = flushOutbox(USER);
    const second = flushOutbox(USER);
    await vi.waitFor(() => expect(completes(calls)).toHaveLength(1));
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(completes(calls)).toHaveLength(1);
  });
});
