import { ENDPOINTS, ZDataResponse, ZService, ZTaskHours } from '@amc/contracts';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { ApiError, request } from '../http-client';
import { clearDraft } from './completion-draft';

/**
 * The work a technician's phone sends when the signal allows (issue 13 "Works without signal"): visit completions
 * and, since issue 28, the hours of a day on a task. One record per user and thing (a visit; a task and day), in
 * IndexedDB, with its fields and one Idempotency-Key made when it was queued: every retry sends that same key, so
 * the server takes it once. Lives in lib/ (not a feature) because My work and the completion page both show it.
 */
export type TOutboxState = 'waiting' | 'sending' | 'sent' | 'failed';

type TOutboxCommon = {
  /** `${userId}:${serviceId}` for a completion, `${userId}:hours:${taskId}:${day}` for hours. */
  id: string;
  userId: number;
  /** The Idempotency-Key of this record, the same on every retry. */
  idempotencyKey: string;
  /** The fields as sent (a completion's form fields, the hours' JSON body). */
  fields: Record<string, string>;
  state: TOutboxState;
  /** Why the server refused it (a 4xx), shown with the kept data. */
  error: string | null;
  queuedAt: number;
  /** When the server took it; a sent record is shown a moment, then removed. */
  sentAt?: number;
};

/** A visit's completion with its photos and signature. Records queued before hours existed have no kind. */
export type TCompletionRecord = TOutboxCommon & {
  kind?: 'completion';
  serviceId: number;
  serviceNo: string;
  photos: Blob[];
  signature: Blob | null;
};

/** A day's hours on a task (POST /task/hours: set, not added, so a repeat is harmless too). */
export type THoursRecord = TOutboxCommon & { kind: 'hours'; taskId: number; day: string; minutes: number };

export type TOutboxRecord = TCompletionRecord | THoursRecord;

export const isCompletion = (record: TOutboxRecord): record is TCompletionRecord => record.kind !== 'hours';
export const isHours = (record: TOutboxRecord): record is THoursRecord => record.kind === 'hours';

let store: UseStore | null = null;
// The names from when it held completions only: a phone's waiting records stay where an older version put them.
const outboxStore = () => (store ??= createStore('amc-completion-outbox', 'completions'));

/** Tests start from an empty database. */
export function resetOutboxStoreForTests() {
  store = null;
}

const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('amc-completion-outbox');
channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));

function changed() {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

/** Called on every change of the outbox, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxId = (userId: number, serviceId: number) => `${userId}:${serviceId}`;
const hoursId = (userId: number, taskId: number, day: string) => `${userId}:hours:${taskId}:${day}`;

/** A fresh key: crypto.randomUUID where the page is secure, random bytes otherwise (plain http on an office LAN). */
export function newOutboxKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function listOutbox(userId?: number): Promise<TOutboxRecord[]> {
  const rows = await values<TOutboxRecord>(outboxStore());
  return rows
    .filter((row) => userId === undefined || row.userId === userId)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

export function getOutboxRecord(userId: number, serviceId: number): Promise<TCompletionRecord | undefined> {
  return get<TCompletionRecord>(outboxId(userId, serviceId), outboxStore());
}

async function put(record: TOutboxRecord) {
  await set(record.id, record, outboxStore());
  changed();
}

/**
 * Queues a completion. A record refused before (a 4xx) and edited keeps no key of the refused one: the server
 * wrote nothing for it, so the corrected form is a new submission with a new key.
 */
export async function queueCompletion(input: {
  userId: number;
  serviceId: number;
  serviceNo: string;
  fields: Record<string, string>;
  photos: Blob[];
  signature: Blob | null;
}): Promise<TCompletionRecord> {
  const id = outboxId(input.userId, input.serviceId);
  const record: TCompletionRecord = { ...input, kind: 'completion', ...(await queueing(id)) };
  await put(record);
  return record;
}

/** A record's id, key and state as queued: a refused one before (a 4xx) keeps no key of the refused send. */
async function queueing(id: string) {
  const existing = await get<TOutboxRecord>(id, outboxStore());
  const keepKey = existing && existing.state !== 'failed';
  return {
    id,
    idempotencyKey: keepKey ? existing.idempotencyKey : newOutboxKey(),
    state: 'waiting' as const,
    error: null,
    queuedAt: existing?.queuedAt ?? Date.now(),
  };
}

/**
 * Queues a day's hours on a task: the same task and day queued again replaces the waiting value, as the server
 * would (its row per task, employee and day is set, not added to).
 */
export async function queueHours(input: {
  userId: number;
  taskId: number;
  day: string;
  minutes: number;
  note: string;
}): Promise<THoursRecord> {
  const { userId, taskId, day, minutes, note } = input;
  const record: THoursRecord = {
    kind: 'hours',
    userId,
    taskId,
    day,
    minutes,
    fields: { task_id: String(taskId), day, minutes: String(minutes), note },
    ...(await queueing(hoursId(userId, taskId, day))),
  };
  await put(record);
  return record;
}

export async function removeOutboxRecord(id: string) {
  await del(id, outboxStore());
  changed();
}

function toFormData(record: TCompletionRecord): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(record.fields)) form.append(name, value);
  record.photos.forEach((photo, index) => {
    const ext = photo.type === 'image/webp' ? 'webp' : photo.type === 'image/png' ? 'png' : 'jpg';
    form.append('photos', photo, `photo-${index + 1}.${ext}`);
  });
  if (record.signature) form.append('signature', record.signature, 'signature.png');
  return form;
}

/** A refusal the same data would meet again: the caller's 4xx, but not an expired session or a busy server. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * A 2xx whose answer does not match its contract (request logs it): the server took the record all the same, and
 * sending it again would only repeat that answer under the same key, so it counts as sent.
 */
const isTakenAnyway = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 200 && error.status < 300;

/** Where a record goes, what it sends (a completion as a multipart form, hours as JSON) and what the route answers. */
function requestOf(record: TOutboxRecord) {
  if (isHours(record))
    return {
      path: ENDPOINTS.task.hours,
      body: {
        task_id: record.taskId,
        day: record.day,
        minutes: record.minutes,
        note: record.fields.note ?? '',
      },
      schema: ZDataResponse(ZTaskHours.nullable()),
    };
  return { path: ENDPOINTS.service.complete, body: toFormData(record), schema: ZDataResponse(ZService) };
}

async function sendOne(record: TOutboxRecord): Promise<TOutboxState> {
  await put({ ...record, state: 'sending' });
  try {
    const { path, body, schema } = requestOf(record);
    await request(path, { method: 'POST', body, schema, idempotencyKey: record.idempotencyKey }).catch(
      (error: unknown) => {
        if (!isTakenAnyway(error)) throw error;
      },
    );
    await put({ ...record, state: 'sent', error: null, sentAt: Date.now() });
    // The server has it: the typed draft is no longer needed (a refused one keeps it for editing).
    if (isCompletion(record)) await clearDraft(record.userId, record.serviceId).catch(() => undefined);
    return 'sent';
  } catch (error) {
    if (isRefusal(error)) {
      await put({ ...record, state: 'failed', error: error.message });
      return 'failed';
    }
    // Not reached, a network drop, a 5xx: it waits for the next chance with the same key.
    await put({ ...record, state: 'waiting', error: null });
    return 'waiting';
  }
}

/** How long a sent record may stay before the next send clears it. */
const SENT_KEPT_MS = 60_000;

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting record of the user, one after another; returns how many the server took. One sender
 * at a time: in this tab a second call joins the running one, across tabs the Web Locks API lets one tab send.
 */
export function flushOutbox(userId: number, onSent?: (record: TOutboxRecord) => void): Promise<number> {
  if (flushing) return flushing;
  const run = async () => {
    let sent = 0;
    // A "Sent" line whose tab closed before it was cleared goes now.
    for (const record of await listOutbox(userId))
      if (record.state === 'sent' && Date.now() - (record.sentAt ?? 0) > SENT_KEPT_MS)
        await removeOutboxRecord(record.id);
    for (const record of await listOutbox(userId)) {
      if (record.state !== 'waiting' && record.state !== 'sending') continue;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) break;
      const state = await sendOne(record);
      if (state === 'sent') {
        sent += 1;
        onSent?.(record);
      }
      if (state === 'waiting') break;
    }
    return sent;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const locked: Promise<number> = locks
    ? (locks.request('amc-completion-outbox', { ifAvailable: true }, (lock) =>
        lock ? run() : 0,
      ) as Promise<number>)
    : run();
  const running = locked.finally(() => {
    flushing = null;
  });
  flushing = running;
  return running;
}
