import { ENDPOINTS } from '@amc/contracts';
import { z } from 'zod';
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { ApiError, request } from '../http-client';
import { clearDraft } from './completion-draft';

/**
 * The visit completions made on this device and not yet taken by the server (issue 13 "Works without signal").
 * One record per user and visit, in IndexedDB, with its text fields, its photo and signature blobs and one
 * Idempotency-Key made when it was queued: every retry sends that same key, so the server closes the visit once.
 * Lives in lib/ (not features/service) because My work shows the same state on its cards.
 */
export type TOutboxState = 'waiting' | 'sending' | 'sent' | 'failed';

export type TOutboxRecord = {
  /** `${userId}:${serviceId}`. */
  id: string;
  userId: number;
  serviceId: number;
  serviceNo: string;
  /** The Idempotency-Key of this completion, the same on every retry. */
  idempotencyKey: string;
  /** The form's text fields as sent (id, started_at, parts as JSON text...). */
  fields: Record<string, string>;
  photos: Blob[];
  signature: Blob | null;
  state: TOutboxState;
  /** Why the server refused it (a 4xx), shown with the kept data. */
  error: string | null;
  queuedAt: number;
  /** When the server took it; a sent record is shown a moment, then removed. */
  sentAt?: number;
};

let store: UseStore | null = null;
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

export function getOutboxRecord(userId: number, serviceId: number): Promise<TOutboxRecord | undefined> {
  return get<TOutboxRecord>(outboxId(userId, serviceId), outboxStore());
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
}): Promise<TOutboxRecord> {
  const existing = await getOutboxRecord(input.userId, input.serviceId);
  const keepKey = existing && existing.state !== 'failed';
  const record: TOutboxRecord = {
    ...input,
    id: outboxId(input.userId, input.serviceId),
    idempotencyKey: keepKey ? existing.idempotencyKey : newOutboxKey(),
    state: 'waiting',
    error: null,
    queuedAt: existing?.queuedAt ?? Date.now(),
  };
  await put(record);
  return record;
}

export async function removeOutboxRecord(id: string) {
  await del(id, outboxStore());
  changed();
}

function toFormData(record: TOutboxRecord): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(record.fields)) form.append(name, value);
  record.photos.forEach((photo, index) => {
    const ext = photo.type === 'image/webp' ? 'webp' : photo.type === 'image/png' ? 'png' : 'jpg';
    form.append('photos', photo, `photo-${index + 1}.${ext}`);
  });
  if (record.signature) form.append('signature', record.signature, 'signature.png');
  return form;
}

/** Any 2xx is the server's yes: the visit is closed, whatever the answer carries besides. */
const ZAnyAnswer = z.unknown();

/** A refusal the same data would meet again: the caller's 4xx, but not an expired session or a busy server. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

async function sendOne(record: TOutboxRecord): Promise<TOutboxState> {
  await put({ ...record, state: 'sending' });
  try {
    await request(ENDPOINTS.service.complete, {
      method: 'POST',
      body: toFormData(record),
      schema: ZAnyAnswer,
      idempotencyKey: record.idempotencyKey,
    });
    await put({ ...record, state: 'sent', error: null, sentAt: Date.now() });
    // The server has it: the typed draft is no longer needed (a refused one keeps it for editing).
    await clearDraft(record.userId, record.serviceId).catch(() => undefined);
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
 * Sends every waiting completion of the user, one after another; returns how many the server took. One sender
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
