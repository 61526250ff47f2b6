import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileStoreConfig, type TFileStoreConfig } from './lib/kernel/file-store';
import { DEFAULT_POOL, type TPoolOptions, type TQueryListener } from './plugins/database';
import { TOKEN_USER_SWEEP_MS } from './plugins/token-users';

/** Process settings from the environment; everything has a default so a fresh clone starts with none set. */
export type TAppConfig = {
  port: number;
  host: string;
  /** Where the installation keeps its configuration file, and its uploads and backups unless `fileStore` says. */
  dataDir: string;
  /** Where uploads and backups live: the data folder, or an S3-compatible store that several servers share. */
  fileStore: TFileStoreConfig;
  logLevel: string;
  /** Built web app to serve on the same port; absent in tests. */
  webDistDir?: string;
  /** SMTP URL that overrides the SMTP fields of the settings (e.g. smtp://127.0.0.1:1025). */
  smtpUrl?: string;
  /** BACKUP_PASSPHRASE: the backups the product makes are encrypted with it (AES-256-GCM) when set. */
  backupPassphrase?: string;
  /** WEBHOOKS_ALLOW_PRIVATE=true: webhooks may call private and loopback addresses (a receiver on the LAN, tests). */
  webhooksAllowPrivate: boolean;
  /** When set, live events go through Redis pub/sub, so several API processes can serve one installation. */
  redisUrl?: string;
  /** The Redis channel of this installation's live events: installations sharing one Redis need their own. */
  redisChannel: string;
  /** Milliseconds between the comment lines that keep an idle event stream open through proxies. */
  eventHeartbeatMs: number;
  /**
   * Milliseconds between the sweeps of the signed-in users held in memory (plugins/token-users.ts), in every
   * process; 0 for none: tests run the sweep themselves, so its statements never land among those a test counts.
   */
  tokenUserSweepMs: number;
  tokenTtlSeconds: number;
  /** Base address used in links inside e-mails when the request's own address is not known. */
  publicUrl?: string;
  /** Background workers (mail outbox, scheduled jobs); tests switch them off and drive them directly. */
  startWorkers: boolean;
  /**
   * This process's place among the workers of `pnpm start` (cluster.ts): 1 to WEB_CONCURRENCY, 0 outside a cluster.
   * Worker 1 (or the one process) runs the background work; the others leave it to worker 1.
   */
  workerIndex: number;
  trustProxy: boolean;
  /** DATABASE_REPLICA_URL: a MySQL/MariaDB read replica that reports and exports read (plugins/database.ts). */
  databaseReplicaUrl?: string;
  /** The database connection pool of this process. */
  dbPool: TPoolOptions;
  /** Sees every SQL statement (pnpm bench); never set from the environment. */
  onDbQuery?: TQueryListener;
  /** Where log lines go instead of stdout (a test reading them); never set from the environment. */
  logStream?: { write: (line: string) => void };
};

/** The project's folder (the one with pnpm-workspace.yaml) above this file, from src or from a built bundle. */
function projectDir(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/**
 * The default DATA_DIR: `data/` in the project's folder, wherever a command is started from, so `pnpm start` and
 * `pnpm db:seed-demo` find the same installation whether run from the root or from apps/api.
 */
export const DEFAULT_DATA_DIR = join(projectDir(), 'data');

/** The environment variable the cluster's primary tells each worker its place by (cluster.ts). */
export const WORKER_INDEX_ENV = 'AMC_WORKER_INDEX';

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): TAppConfig {
  // A relative DATA_DIR is the user's: relative to where they typed the command (pnpm passes it as INIT_CWD).
  const baseDir = env.INIT_CWD ?? process.cwd();
  const workerIndex = Number(env[WORKER_INDEX_ENV] ?? 0) || 0;
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(baseDir, dataDir),
    fileStore: readFileStoreConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: env.WEB_DIST_DIR,
    smtpUrl: env.SMTP_URL || undefined,
    backupPassphrase: env.BACKUP_PASSPHRASE || undefined,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    redisUrl: env.REDIS_URL || undefined,
    redisChannel: env.REDIS_CHANNEL || 'amc:events',
    eventHeartbeatMs: Number(env.EVENT_HEARTBEAT_MS ?? 25_000),
    tokenUserSweepMs: TOKEN_USER_SWEEP_MS,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    publicUrl: env.PUBLIC_URL || undefined,
    startWorkers: env.START_WORKERS !== 'false' && workerIndex <= 1,
    workerIndex,
    trustProxy: env.TRUST_PROXY === 'true',
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dbPool: {
      size: Number(env.DB_POOL_SIZE ?? DEFAULT_POOL.size),
      timeoutMs: Number(env.DB_POOL_TIMEOUT_MS ?? DEFAULT_POOL.timeoutMs),
    },
  };
}

/** What the install wizard writes: the database address and the per-install token secret. */
export type TInstallConfig = { databaseUrl: string; jwtSecret: string; installedAt: string };

const configFile = (dataDir: string) => join(dataDir, 'config.json');

export function loadInstallConfig(dataDir: string): TInstallConfig | null {
  const file = configFile(dataDir);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<TInstallConfig>;
  if (!parsed.databaseUrl || !parsed.jwtSecret) return null;
  return parsed as TInstallConfig;
}

/** Written atomically and readable by the server's user alone: it holds the database password. */
export function saveInstallConfig(dataDir: string, config: TInstallConfig): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = configFile(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(config, null, 2), { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
}

export const newJwtSecret = () => randomBytes(48).toString('base64url');
