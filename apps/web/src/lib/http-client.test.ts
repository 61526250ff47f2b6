import { ZMessageResponse } from '@amc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './browser-storage';
import { ApiError, request, setUnauthorizedHandler } from './http-client';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('request', () => {
  it('sends JSON with the bearer token and returns the parsed answer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const fetchMock = answer(200, { message: 'Saved.' });
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      request('/tax/store', { method: 'POST', body: { name: 'VAT' }, schema: ZMessageResponse }),
    ).resolves.toEqual({
      message: 'Saved.',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tax/store');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"name":"VAT"}');
  });

  it('sends a new Idempotency-Key with each POST, the one given when resending, and none with a GET', async () => {
    const fetchMock = answer(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
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
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['resend-1', undefined]);
  });

  it('leaves FormData bodies to the browser, which sets the multipart boundary', async () => {
    const fetchMock = answer(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    body.append('a', '1');
    await request('/install', { method: 'POST', body, schema: ZMessageResponse });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns the error shape into an ApiError with its issues', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, {
        error: true,
        message: 'The data you sent is not valid.',
        issues: [{ path: 'email', message: 'Invalid Email address' }],
      }),
    );
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
    vi.stubGlobal(
      'fetch',
      answer(401, { error: true, message: 'Your session has expired. Please sign in again.', issues: [] }),
    );

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
    vi.stubGlobal(
      'fetch',
      answer(401, { error: true, message: 'These credentials do not match our records.', issues: [] }),
    );
    await expect(
      request('/login', { method: 'POST', body: {}, schema: ZMessageResponse }),
    ).rejects.toMatchObject({
      message: 'These credentials do not match our records.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('/test/backend', { schema: ZMessageResponse })).rejects.toMatchObject({ status: 0 });
  });

  it('rejects an answer that breaks its contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(200, { nothing: 'useful' }));
    await expect(request('/tax/store', { schema: ZMessageResponse })).rejects.toBeInstanceOf(ApiError);
  });
});
