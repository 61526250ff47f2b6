import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './sign-in';

type TQuery = Record<string, string | number>;

/**
 * The API as the e2e administrator: one sign-in, then reads and writes that fail the test with the server's own
 * answer, so a broken precondition says what the server refused instead of timing out on the page later.
 */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };

  async function read<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
    expect(answer.ok(), `${what}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }

  return {
    get: async <T>(path: string, params?: TQuery) =>
      read<T>(await request.get(path, { headers, params }), `GET ${path}`),
    post: async <T>(path: string, data: object) =>
      read<T>(await request.post(path, { headers, data }), `POST ${path}`),
  };
}

export type TAdminApi = Awaited<ReturnType<typeof adminApi>>;
