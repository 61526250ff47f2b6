import type { TProfileResponse } from '@amc/contracts';

export function makeUser(overrides: Partial<TProfileResponse['data']> = {}): TProfileResponse['data'] {
  return {
    id: 1,
    email: 'admin@example.com',
    first_name: 'Asha',
    last_name: 'Rao',
    full_name: 'Asha Rao',
    gender: null,
    mobile: null,
    role_name: 'admin',
    unique_identity: null,
    profile: null,
    ...overrides,
  };
}

/** A fetch stub answering JSON by path; unknown paths answer 404 in the API's error shape. */
export function jsonFetch(answers: Record<string, { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const answer = answers[path] ?? { status: 404, body: { error: true, message: 'Not found', issues: [] } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
