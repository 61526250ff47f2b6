import type { TService } from '@amc/contracts';
import { vi } from 'vitest';
import { PEOPLE } from './service-test-fixtures';

export type TWrite = { path: string; body: unknown };
type TAnswer = { status: number; body: unknown };

/**
 * The list answers `rows`, the pickers answer PEOPLE; each write is recorded and answered by `answerWrite`
 * (a promise may hold the answer back, to look at the screen while it is being sent). List queries are kept.
 */
export function stubServiceApi(rows: TService[], answerWrite: (write: TWrite) => TAnswer | Promise<TAnswer>) {
  const writes: TWrite[] = [];
  const listQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user/dropdownByRole') {
        const { role } = JSON.parse(String(init?.body)) as { role: keyof typeof PEOPLE };
        return Response.json({ message: 'Users', data: PEOPLE[role] ?? [] });
      }
      if (url.pathname === '/api/service/list') {
        listQueries.push(url.searchParams);
        return Response.json({
          data: rows,
          meta: { total: rows.length, totalExact: true, page: 1, pageSize: 10 },
        });
      }
      const write = { path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      writes.push(write);
      const answer = await answerWrite(write);
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return { writes, listQueries };
}
