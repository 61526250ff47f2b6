import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { TAppConfig } from '../../src/config';
import { copySchemaTemplate } from './schema-template';
import { createEmptyTestDatabaseName, dropTestDatabase, testDatabaseServer } from './test-database';

export const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

export type TTestApp = {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
};

/** A not-yet-installed API on a fresh data folder; workers off unless a test asks for them. */
export async function createTestApp(overrides: Partial<TAppConfig> = {}): Promise<TTestApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'amc-test-'));
  const app = await buildApp({
    logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent',
    startWorkers: false,
    webDistDir: undefined,
    // The held users' sweep is run by the tests that need it (sweepSignedInUsers), never behind their counts.
    tokenUserSweepMs: 0,
    ...overrides,
    dataDir,
  });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The install wizard's fields for a fresh database on the test server. */
export function installFields(dbName: string, overrides: Record<string, string> = {}) {
  const server = testDatabaseServer();
  return {
    domain_name: 'amc.example.com',
    purchase_key: 'TEST-KEY-1234',
    purchase_email: 'owner@example.com',
    db_name: dbName,
    db_username: server.user,
    db_pass: server.password,
    db_host: server.host,
    db_port: String(server.port),
    business_name: 'AMC Service Manager',
    email: ADMIN.email,
    password: ADMIN.password,
    ...overrides,
  };
}

export type TInstalledApp = TTestApp & {
  dbName: string;
  adminToken: string;
  /** Sends a request as the given token (the admin's by default). */
  as(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
};

/**
 * An API installed through POST /api/install on its own database, with the admin signed in. The database starts as
 * a copy of the run's migrated schema (helpers/schema-template.ts): the wizard then applies no migration.
 */
export async function createInstalledApp(overrides: Partial<TAppConfig> = {}): Promise<TInstalledApp> {
  const base = await createTestApp(overrides);
  const dbName = await createEmptyTestDatabaseName();
  // The wizard finds the schema in place and every migration recorded, and installs into it.
  await copySchemaTemplate(dbName);
  const installed = await base.app.inject({
    method: 'POST',
    url: '/api/install',
    payload: installFields(dbName),
  });
  if (installed.statusCode !== 200) throw new Error(`install failed: ${installed.body}`);
  const token = await signIn(base.app, ADMIN.email, ADMIN.password);
  return {
    ...base,
    dbName,
    adminToken: token,
    as: (as, options) =>
      base.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(as ? { authorization: `Bearer ${as}` } : {}) },
      }),
    close: async () => {
      await base.close();
      await dropTestDatabase(dbName);
    },
  };
}

/** Redis settings of a test installation: the real Redis, and a channel (and key prefix) of its own. */
export const testRedis = () => ({
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  redisChannel: `amc:test:${randomBytes(6).toString('hex')}`,
});

/** A second API process serving the same installation: same data folder, so same database and token secret. */
export async function startSecondProcess(
  first: TTestApp,
  overrides: Partial<TAppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    logLevel: 'silent',
    startWorkers: false,
    webDistDir: undefined,
    // The held users' sweep is run by the tests that need it (sweepSignedInUsers), never behind their counts.
    tokenUserSweepMs: 0,
    ...overrides,
    dataDir: first.dataDir,
  });
  await app.ready();
  return app;
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

/** Builds a multipart/form-data payload for inject(): text fields and files. */
/** A file of a test form; a name given an array sends each file under that name, as a multiple file input does. */
export type TFormFile = { filename: string; data: Buffer; type?: string };

export function multipart(
  fields: Record<string, string>,
  files: Record<string, TFormFile | TFormFile[]> = {},
) {
  const boundary = `----amc${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files).flatMap(([name, sent]) =>
    (Array.isArray(sent) ? sent : [sent]).map((one) => [name, one] as const),
  )) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
