import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './sign-in';

type TQuery = Record<string, string | number>;

/**
 * The administrator's token, kept for the whole run (one worker runs every spec): the server allows one address
 * 100 sign-ins in 15 minutes (auth-limits' login-burst), and the browser journeys need theirs. A token the server
 * no longer takes (401: a spec changed the administrator) is replaced by a new sign-in.
 */
let token: string | undefined;

async function signInAsAdmin(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  token = ((await login.json()) as { accessToken: string }).accessToken;
  return token;
}

/**
 * The API as the e2e administrator: reads and writes that fail the test with the server's own answer, so a broken
 * precondition says what the server refused instead of timing out on the page later.
 */
export async function adminApi(request: APIRequestContext) {
  const bearer = token ?? (await signInAsAdmin(request));
  let headers = { Authorization: `Bearer ${bearer}` };

  async function send(call: () => ReturnType<APIRequestContext['get']>) {
    const answer = await call();
    if (answer.status() !== 401) return answer;
    headers = { Authorization: `Bearer ${await signInAsAdmin(request)}` };
    return call();
  }

  async function read<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
    expect(answer.ok(), `${what}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }

  return {
    get: async <T>(path: string, params?: TQuery) =>
      read<T>(await send(() => request.get(path, { headers, params })), `GET ${path}`),
    post: async <T>(path: string, data: object) =>
      read<T>(await send(() => request.post(path, { headers, data })), `POST ${path}`),
  };
}

export type TAdminApi = Awaited<ReturnType<typeof adminApi>>;
