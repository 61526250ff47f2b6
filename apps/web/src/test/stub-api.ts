import { onTestFinished, vi } from 'vitest';

const API_PREFIX = '/api';

/** One call the page made, as the server would have seen it. */
export type TApiCall = {
  method: string;
  /** The path as the http client names it: without the /api prefix and without the query. */
  path: string;
  /** The whole address fetched, /api prefix and query included. */
  url: string;
  searchParams: URLSearchParams;
  /** The headers sent (the bearer token, the Idempotency-Key). */
  headers: Headers;
  /** The parsed JSON body, the FormData as sent, or undefined for a call without one. */
  body: unknown;
};

/** What a route answers: a status (200 unless given) and a JSON body, or a ready Response (files, CSV). */
export type TApiAnswer = { status?: number; body?: unknown } | Response;

/** A route's handler, for error statuses, answers that depend on the call and servers that hold an answer back. */
export type TApiHandler = (call: TApiCall) => TApiAnswer | Promise<TApiAnswer>;

/**
 * Routes keyed 'METHOD /path', e.g. 'POST /tax/store' (no /api prefix, no query). A value that is not a
 * handler is the JSON body answered with 200.
 */
export type TApiRoutes = Record<string, TApiHandler | unknown>;

function bodyOf(init: RequestInit | undefined): unknown {
  if (init?.body === undefined || init.body === null) return undefined;
  if (init.body instanceof FormData) return init.body;
  return JSON.parse(String(init.body)) as unknown;
}

async function toResponse(route: unknown, call: TApiCall): Promise<Response> {
  if (typeof route !== 'function') return Response.json(route);
  const answer = await (route as TApiHandler)(call);
  if (answer instanceof Response) return answer;
  // An empty body is what the http client reads as "no payload", as from a real 204.
  if (answer.body === undefined) return new Response(null, { status: answer.status ?? 200 });
  return Response.json(answer.body, { status: answer.status ?? 200 });
}

/**
 * The one stand-in for the API in web unit tests: replaces `fetch` with the given routes and records every
 * call in order, for assertions. A call no route names rejects with its method and address, and fails the
 * test when it ends — the http client would otherwise turn it into a quiet "server error" toast.
 */
export function stubApi(routes: TApiRoutes): TApiCall[] {
  const calls: TApiCall[] = [];
  const unrouted: string[] = [];
  onTestFinished(() => {
    if (unrouted.length > 0) throw new Error(`stubApi: no route for ${unrouted.join(', ')}`);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const address = new URL(url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = address.pathname.startsWith(API_PREFIX)
        ? address.pathname.slice(API_PREFIX.length)
        : address.pathname;
      const call: TApiCall = {
        method,
        path,
        url,
        searchParams: address.searchParams,
        headers: new Headers(init?.headers),
        body: bodyOf(init),
      };
      calls.push(call);
      const key = `${method} ${path}`;
      if (!(key in routes)) {
        unrouted.push(`${method} ${url}`);
        throw new Error(`stubApi: no route for ${method} ${url}`);
      }
      return toResponse(routes[key], call);
    }),
  );
  return calls;
}

/** The bodies sent to one route ('METHOD /path'), in order. */
export function bodiesSentTo(calls: TApiCall[], route: string): unknown[] {
  return callsTo(calls, route).map((call) => call.body);
}

/** The calls to any of the given routes ('METHOD /path'), in order, as the path and body each carried. */
export function callsTo(calls: TApiCall[], ...routes: string[]): { path: string; body: unknown }[] {
  return calls
    .filter((call) => routes.includes(`${call.method} ${call.path}`))
    .map(({ path, body }) => ({ path, body }));
}
