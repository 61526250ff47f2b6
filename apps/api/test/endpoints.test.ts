import { ENDPOINT_PATHS } from '@amc/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';

const API_PREFIX = '/api';

/**
 * Routes under /api that are no API endpoint, with why. Outside /api there is only the web app's files route,
 * registered when a web build exists (apps/web/dist, after `pnpm build`): WEB_APP_ROUTES.
 */
const NOT_ENDPOINTS: ReadonlyArray<{ prefix: string; reason: string }> = [
  {
    prefix: '/api/docs',
    reason:
      'the OpenAPI pages and their files (Swagger UI) are for people reading the API; no client calls them',
  },
];

/** The built web app's files and page fallback (plugins/web-app.ts), present only after a web build. */
const WEB_APP_ROUTES = new Set(['*', '/*']);

type TRoute = { method: string; url: string };

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`): each line is a node, indented four
 * characters a level, whose text continues its parent's (`/api/tax/delete (POST)` then `Multi (POST)`), with
 * its methods in parentheses when a route ends there. Read this way, no route escapes, whatever registered it.
 */
function registeredRoutes(app: FastifyInstance): TRoute[] {
  const routes: TRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = [...node[1]!].length / 4;
    const url = (prefixes[depth - 1] ?? '') + node[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

let t: TTestApp;

/** The registered routes that are API endpoints; a route outside /api fails here. */
function endpointRoutes(): TRoute[] {
  const routes = registeredRoutes(t.app).filter(({ url }) => !WEB_APP_ROUTES.has(url));
  expect(routes.filter(({ url }) => url !== API_PREFIX && !url.startsWith(`${API_PREFIX}/`))).toEqual([]);
  return routes.filter(({ url }) => !NOT_ENDPOINTS.some(({ prefix }) => url.startsWith(prefix)));
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('ENDPOINTS names every route the API registers, and only those', () => {
  it('reads the route tree whole: the same routes as the table the access rules are kept in', () => {
    const read = endpointRoutes().map(({ method, url }) => `${method} ${url}`);
    const ruled = t.app.routeRules.map(({ method, url }) => `${method} ${url}`);
    expect(ruled.length).toBeGreaterThan(120);
    expect(read.sort()).toEqual(ruled.sort());
  });

  it('has every /api path in ENDPOINTS and every ENDPOINTS path registered', () => {
    const registered = new Set(endpointRoutes().map(({ url }) => url.slice(API_PREFIX.length)));
    expect([...registered].sort()).toEqual([...ENDPOINT_PATHS].sort());
  });
});
