import { ZMessageResponse } from '@amc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/stub-api';
import { STORAGE_KEYS } from './browser-storage';
import { ApiError, request, setUnauthorizedHandler } from './http-client';

/** Every call to `route` answers `status` with `body`. */
const answer = (route: string, status: number, body: unknown) =>
  stubApi({ [route]: () => ({ status, body }) });

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('request', () => {
  it('sends JSON with the bearer token and returns the parsed answer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const calls = answer('POST /tax/store', 200, { message: 'Saved.' });

    await expect(
      request('/tax/store', { method: 'POST', body: { name: 'VAT' }, schema: ZMessageResponse }),
    ).resolves.toEqual({
      message: 'Saved.',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/tax/store');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'VAT' });
  });

  it('sends a new Idempotency-Key with each POST, the one given when resending, and none with a GET', async () => {
    const calls = stubApi({
      'POST /complaint/store': { message: 'ok' },
      'GET /complaint/list': { message: 'ok' },
    });
    const post = (idempotencyKey?: string) =>
      request('/complaint/store', {
        method: 'POST',
        body: { a: 1 },
        schema: ZMessageResponse,
        idempotencyKey,
      });
    await post();
    await post();
    await post('resend-1');
    await request('/complaint/list', { schema: ZMessageResponse });
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['resend-1', null]);
  });

  it('leaves FormData bodies to the browser, which sets the multipart boundary', async () => {
    const calls = answer('POST /install', 200, { message: 'ok' });
    const body = new FormData();
    body.append('a', '1');
    await request('/install', { method: 'POST', body, schema: ZMessageResponse });
    expect(calls[0]?.body).toBe(body);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('turns the error shape into an ApiError with its issues', async () => {
    answer('POST /login', 422, {
      error: true,
      message: 'The data you sent is not valid.',
      issues: [{ path: 'email', message: 'Invalid Email address' }],
    });
    const failure = await request('/login', { method: 'POST', body: {}, schema: ZMessageResponse }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      message: 'The data you sent is not valid.',
      issues: [{ path: 'email' }],
    });
  });

  it('signs out on a 401 of an authenticated call', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    window.localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer('GET /user/profile', 401, {
      error: true,
      message: 'Your session has expired. Please sign in again.',
      issues: [],
    });

    await expect(request('/user/profile', { schema: ZMessageResponse })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userRole)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.activeTab)).toBe('1');
  });

  it('does not treat a failed sign-in (no token yet) as an expired session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer('POST /login', 401, {
      error: true,
      message: 'These credentials do not match our records.',
      issues: [],
    });
    await expect(
      request('/login', { method: 'POST', body: {}, schema: ZMessageResponse }),
    ).rejects.toMatchObject({
      message: 'These credentials do not match our records.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    // No stub: the test setup's fetch rejects, as the browser's does when the server cannot be reached.
    await expect(request('/test/backend', { schema: ZMessageResponse })).rejects.toMatchObject({ status: 0 });
  });

  it('rejects an answer that breaks its contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('GET /tax/store', 200, { nothing: 'useful' });
    await expect(request('/tax/store', { schema: ZMessageResponse })).rejects.toBeInstanceOf(ApiError);
  });
});
