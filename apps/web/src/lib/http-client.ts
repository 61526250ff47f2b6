import { MSG, ZErrorResponse } from '@amc/contracts';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { clearSession, getAccessToken } from './browser-storage';

/** Where the API is served; request() adds it to an ENDPOINTS path. */
export const API_BASE = '/api';

type TApiIssue = { path: string; message: string };

/** Every failed call ends here: HTTP status (0 when the server was not reached), sentence and field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: TApiIssue[];

  constructor(status: number, message: string, issues: TApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

type TQueryValue = string | number | boolean | undefined | null;

type TRequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST';
  /** A FormData body goes as multipart (uploads, install); anything else as JSON. */
  body?: unknown;
  query?: Record<string, TQueryValue>;
  /** The contract's schema of the answer: a server that drifts from the contract fails loudly here. */
  schema: S;
  signal?: AbortSignal;
  /** The POST's Idempotency-Key; a new one per call by default. Pass the same key only to send one submission again. */
  idempotencyKey?: string;
};

/**
 * A fresh Idempotency-Key (README): 32 random hex digits. Built from getRandomValues, not crypto.randomUUID,
 * which browsers offer only on https and localhost, and the app is also served over plain http on an office network.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Until a session exists (start-up) there is no page to leave: clearing the stored token is all it takes.
let onUnauthorized: () => void = () => undefined;

/** The session layer signs the user out softly, so the auth guard can remember the page they were on. */
/**
 * The language the user reads the app in: what the server writes for it (a CSV's headers, a report PDF) follows
 * the screen, even on a device whose language differs from the one last saved to the account.
 */
const languageHeader = (): Record<string, string> =>
  i18n.language ? { 'Accept-Language': i18n.language } : {};

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Record<string, TQueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(payload);
  if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.issues);
  const message =
    payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
      ? payload.message
      : MSG.serverError;
  return new ApiError(status, message);
}

export async function request<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, query, schema, signal, idempotencyKey }: TRequestOptions<S>,
): Promise<z.infer<S>> {
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader() };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Each submission carries its own key: a double click or a resend of the same call writes once.
  if (method === 'POST') headers['Idempotency-Key'] = idempotencyKey ?? newIdempotencyKey();
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.serverError);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    // Only a call that carried a token can find it expired; a failed sign-in is an ordinary error.
    if (response.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    throw toApiError(response.status, payload);
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Answer of ${method} ${path} does not match its contract`, parsed.error.issues);
    throw new ApiError(response.status, MSG.serverError);
  }
  return parsed.data;
}

/**
 * A file answer (CSV exports): the same token, errors and expired-session handling as `request`, but the
 * body is handed back as bytes instead of being parsed against a contract. A `body` makes it a JSON POST
 * (the report downloads).
 */
export async function requestBlob(
  path: string,
  { query, body, signal }: { query?: Record<string, TQueryValue>; body?: unknown; signal?: AbortSignal } = {},
): Promise<Blob> {
  const token = getAccessToken();
  const headers: Record<string, string> = { ...languageHeader() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MSG.serverError);
  }
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    throw toApiError(response.status, await readJson(response));
  }
  return response.blob();
}

/** Login, forgot and reset password may answer 200 with `error: true` (SPEC section 8): that is a failure too. */
export function rejectFlagged<T extends { error: boolean; message: string }>(answer: T): T {
  if (answer.error) throw new ApiError(200, answer.message);
  return answer;
}
