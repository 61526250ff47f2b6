import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TPermission, TRoleSlug } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seedDemo } from '../demo/seed-demo';
import { PUBLIC_ROUTES, type TRouteRule } from '../src/plugins/auth';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser } from './helpers/test-users';

/** A route's address with every path parameter filled in. */
const addressOf = (rule: TRouteRule, id: number | string = 999_999) =>
  rule.url.replace(/:[a-z_]+/gi, String(id));

// Signing out ends the token the sweep goes on with, and the event stream takes its token in the query and
// never ends: live-events.test.ts and auth.test.ts cover both.
const SWEPT_ELSEWHERE = new Set(['POST /api/logout', 'GET /api/listenEventMessage']);
const sweepable = (rule: TRouteRule) => !SWEPT_ELSEWHERE.has(`${rule.method} ${rule.url}`);

// One installation, with the demo data, for both: installing is the slow part.
let t: TInstalledApp;
beforeAll(async () => {
  t = await createInstalledApp();
  await seedDemo(t.app.db.prisma, { fileStore: t.app.fileStore });
});
afterAll(async () => t?.close());

describe('default deny: every /api route declares an access rule', () => {
  it('has a rule for every route, and only the listed routes are public', () => {
    const rules = t.app.routeRules;
    expect(rules.length).toBeGreaterThan(120);
    const publicRoutes = rules
      .filter((rule) => rule.access.kind === 'public')
      .map((rule) => `${rule.method} ${rule.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(rules.find((rule) => rule.url === '/api/role/update')?.access).toEqual({
      kind: 'right',
      permission: 'role_edit',
    });
  });

  it('refuses to start with a route that declares no rule', async () => {
    const app = await buildApp({
      logLevel: 'silent',
      startWorkers: false,
      webDistDir: undefined,
      dataDir: t.dataDir,
    });
    void app.register(
      async (api) => {
        api.get('/forgotten', async () => ({ secret: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten declares no access rule');
    await app.close();
  });
});

describe('access matrix: every route x every kind of caller', () => {
  const tokens: Partial<Record<TRoleSlug | 'no-rights', string>> = {};
  const rights: Partial<Record<TRoleSlug, Set<string>>> = {};

  beforeAll(async () => {
    tokens.admin = t.adminToken;
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      await createUser(t.app, role, `fresh-${role}@example.com`);
      tokens[role] = await signIn(t.app, `fresh-${role}@example.com`, 'Secret123');
      const row = await t.app.db.prisma.role.findUniqueOrThrow({
        where: { slug: role },
        select: { rights: { select: { action: true, module: { select: { slug: true } } } } },
      });
      rights[role] = new Set(row.rights.map((r) => `${r.module.slug}_${r.action}`));
    }
    // A role the administrator made and gave no right at all.
    const bare = await t.app.db.prisma.role.create({
      data: { name: 'No rights', slug: 'no_rights', isSystem: false },
    });
    const user = await createUser(t.app, 'customer', 'bare@example.com');
    await t.app.db.prisma.user.update({ where: { id: user.id }, data: { roleId: bare.id } });
    tokens['no-rights'] = t.app.tokens.sign(user.id, user.tokenVersion, 'customer').token;
    // The demo has no backups: one finished backup's row and file, for the download by id.
    mkdirSync(join(t.dataDir, 'backups'), { recursive: true });
    writeFileSync(join(t.dataDir, 'backups', 'amc-matrix.amcbackup'), 'AMC-BACKUP 1\n');
    await t.app.db.prisma.backup.create({
      data: { fileName: 'amc-matrix.amcbackup', kind: 'manual', status: 'done', size: 13 },
    });
    // The demo has no webhooks: one, for its delivery log by id.
    await t.app.db.prisma.webhook.create({
      data: { url: 'https://hooks.example.com/amc', secret: 'whsec_matrix', events: 'complaint.created' },
    });
    // The demo has no imports: one uploaded file's row, for its view by id.
    await t.app.db.prisma.import.create({
      data: {
        kind: 'customer',
        fileName: 'matrix.csv',
        format: 'csv',
        headers: '["Email"]',
        mapping: '["email"]',
      },
    });
    // The demo has no messages: conversations between the admin and a demo employee.
    const employee = await t.app.db.prisma.user.findFirstOrThrow({
      where: { role: { slug: 'employee' }, email: { not: 'fresh-employee@example.com' } },
    });
    for (const subject of ['First', 'Second', 'Third']) {
      const sent = await t.as(t.adminToken, {
        method: 'POST',
        url: '/api/message/store',
        payload: { recipient_ids: [employee.id], subject, body: 'Private' },
      });
      expect(sent.statusCode).toBe(200);
    }
  });

  const guarded = () => t.app.routeRules.filter((rule) => rule.access.kind !== 'public');
  const call = (token: string | null, rule: TRouteRule, id?: number) =>
    t.as(token, { method: rule.method as 'GET', url: addressOf(rule, id) });

  /** Every route whose answer differs from the expected status, as "METHOD url -> status". */
  async function sweep(
    token: string | null,
    rules: TRouteRule[],
    expected: (rule: TRouteRule) => (status: number) => boolean,
  ) {
    const wrong: string[] = [];
    for (const rule of rules) {
      const response = await call(token, rule);
      if (!expected(rule)(response.statusCode))
        wrong.push(`${rule.method} ${rule.url} -> ${response.statusCode}`);
    }
    return wrong;
  }
  const is = (status: number) => (got: number) => got === status;
  const isNot401Or403 = (got: number) => got !== 401 && got !== 403;

  it('answers 401 to an anonymous caller on every non-public route', async () => {
    expect(await sweep(null, guarded(), () => is(401))).toEqual([]);
  });

  it('answers 403 to a role without rights on every route that needs a right or admin', async () => {
    const needsRight = guarded().filter(
      (rule) => rule.access.kind === 'right' || rule.access.kind === 'admin',
    );
    expect(needsRight.length).toBeGreaterThan(100);
    expect(await sweep(tokens['no-rights']!, needsRight, () => is(403))).toEqual([]);
  });

  it.each(['employee', 'customer', 'supplier'] as const)(
    'lets a %s through exactly the routes of its rights',
    async (role) => {
      const rules = guarded().filter(sweepable);
      const allowed = (rule: TRouteRule) =>
        rule.access.kind === 'signed-in' ||
        (rule.access.kind === 'right' && rights[role]!.has(rule.access.permission as TPermission));
      expect(await sweep(tokens[role]!, rules, (rule) => (allowed(rule) ? isNot401Or403 : is(403)))).toEqual(
        [],
      );
    },
  );

  it('lets the admin through every route', async () => {
    const rules = guarded().filter(sweepable);
    expect(await sweep(tokens.admin!, rules, () => isNot401Or403)).toEqual([]);
  });

  it('shows a customer or supplier none of the records of others by id', async () => {
    // A public route by id opens only with its own key (a backup's download ticket), tested in its module.
    const byId = t.app.routeRules.filter(
      (rule) => rule.method === 'GET' && rule.url.includes('/:id') && rule.access.kind !== 'public',
    );
    expect(byId.length).toBeGreaterThan(5);
    // The records exist: the admin reads each route's first ids.
    const missing: string[] = [];
    for (const rule of byId) {
      const statuses = await Promise.all(
        [1, 2, 3].map(async (id) => (await call(tokens.admin!, rule, id)).statusCode),
      );
      if (!statuses.includes(200)) missing.push(`${rule.url} -> ${statuses.join(',')}`);
    }
    expect(missing).toEqual([]);
    const seen: string[] = [];
    for (const role of ['customer', 'supplier'] as const) {
      for (const rule of byId) {
        // With the right, another's record is not there (404); without it, the route is closed (403).
        const expected =
          rule.access.kind === 'right' && rights[role]!.has(rule.access.permission) ? 404 : 403;
        for (const id of [1, 2, 3]) {
          const response = await call(tokens[role]!, rule, id);
          if (response.statusCode !== expected)
            seen.push(`${role}: ${addressOf(rule, id)} -> ${response.statusCode}, not ${expected}`);
        }
      }
    }
    expect(seen).toEqual([]);
  });
});
