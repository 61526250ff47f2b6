import { rmSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import {
  MSG,
  type TInstallBody,
  type TInstallDatabaseStep,
  type TInstallRestoreFields,
  type TInstallRestoreResult,
  type TInstallResult,
  type TInstallTestMailBody,
  pagePath,
} from '@amc/contracts';
import { type TAppConfig, newJwtSecret, loadInstallConfig, saveInstallConfig } from '../../config';
import { applyMigrations, createDatabaseIfMissing } from '../../db/migrate';
import { loadReferenceData } from '../../db/reference-data';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import { now } from '../../lib/kernel/clock';
import { nextDocumentNumber } from '../../lib/rules/counters';
import { enqueueTemplateMail } from '../../lib/documents/outbox';
import { hashPassword } from '../../lib/kernel/password';
import { sendTestMail, type TSmtpFields } from '../../lib/kernel/smtp';
import { createPrismaClient, type Database } from '../../plugins/database';
import { BackupError, restoreIntoNewInstallation } from '../backup/backup-public';
import type { TokenService } from '../../plugins/auth';

export type TInstallDeps = { db: Database; tokens: TokenService; config: TAppConfig };

/** True once an installation's database is connected and holds its settings row. */
export async function checkInstallStatus(db: Database): Promise<boolean> {
  if (!db.isConnected) return false;
  const settings = await db.prisma.setting.findUnique({ where: { id: 1 }, select: { id: true } });
  return settings !== null;
}

/** The wizard's business and mail steps as the settings row stores them. */
function wizardSmtpFields(body: TInstallBody | TInstallTestMailBody, businessName: string): TSmtpFields {
  return {
    businessName,
    domainName: 'domain_name' in body ? body.domain_name : '',
    mailFromName: body.mail_from_name ?? '',
    mailFromAddress: body.mail_from_address ?? '',
    smtpHost: body.smtp_host ?? '',
    smtpPort: body.smtp_port ?? 587,
    smtpUser: body.smtp_user ?? '',
    smtpPassword: body.smtp_password ?? '',
    smtpSecure: body.smtp_secure ?? false,
  };
}

/**
 * POST /api/install/test-mail: the wizard's mail step tries its settings before anything is installed, so the
 * admin learns now, not from a welcome mail that never comes. Only while not installed (after that, Settings →
 * Mail has its own test, for admins).
 */
export async function sendWizardTestMail(deps: TInstallDeps, body: TInstallTestMailBody): Promise<void> {
  if (deps.db.isConnected || loadInstallConfig(deps.config.dataDir))
    throw new AppError('CONFLICT', MSG.alreadyInstalled);
  await sendTestMail(wizardSmtpFields(body, 'AMC Service Manager'), deps.config.smtpUrl, body.to);
}

export function buildDatabaseUrl(body: TInstallDatabaseStep) {
  const auth = `${encodeURIComponent(body.db_username)}${body.db_pass ? `:${encodeURIComponent(body.db_pass)}` : ''}`;
  return `mysql://${auth}@${body.db_host}:${body.db_port}/${body.db_name}`;
}

/** Turns the driver's error codes into sentences a person installing the product can act on. */
function describeConnectionError(error: unknown, body: TInstallDatabaseStep): AppError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR') {
    return new AppError('BAD_INPUT', MSG.dbAccessDenied, [
      { path: 'db_username', message: MSG.dbAccessDenied },
      { path: 'db_pass', message: MSG.dbAccessDenied },
    ]);
  }
  if (code === 'ER_DBACCESS_DENIED_ERROR') {
    return AppError.field('db_name', MSG.dbNotAllowed(body.db_username, body.db_name));
  }
  if (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN', 'ECONNRESET'].includes(code)) {
    return AppError.field('db_host', MSG.dbUnreachable(`${body.db_host}:${body.db_port}`));
  }
  return new AppError('BAD_INPUT', MSG.dbSetupFailed((error as Error).message));
}

async function assertServerReachable(body: TInstallDatabaseStep) {
  const connection = await mysql
    .createConnection({
      host: body.db_host,
      port: body.db_port,
      user: body.db_username,
      password: body.db_pass || undefined,
      connectTimeout: 10_000,
    })
    .catch((error: unknown) => {
      throw describeConnectionError(error, body);
    });
  await connection.end();
}

/** The wizard's database: the server reached, the database made when missing (`createdDatabase` then true). */
async function openDatabase(body: TInstallDatabaseStep) {
  await assertServerReachable(body);
  const databaseUrl = buildDatabaseUrl(body);
  const createdDatabase = await createDatabaseIfMissing(databaseUrl).catch((error: unknown) => {
    throw describeConnectionError(error, body);
  });
  return { databaseUrl, createdDatabase };
}

async function assertNoInstallationIn(databaseUrl: string, body: TInstallDatabaseStep) {
  const connection = await mysql.createConnection({ uri: databaseUrl, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ? AND table_name = 'settings'",
      [body.db_name],
    );
    if (Number(rows[0]?.n) === 0) return;
    const [settings] = await connection.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM settings');
    if (Number(settings[0]?.n) > 0) {
      throw AppError.field(
        'db_name',
        `The database ${body.db_name} already holds an installation. Choose another database name.`,
        'CONFLICT',
      );
    }
  } finally {
    await connection.end();
  }
}

let installing = false;

/** This process's wizard is at work: its config.json may be written before its data is committed. */
export const isInstalling = () => installing;

/** One installation or restore at a time, and none once installed. */
async function whileNotInstalled<T>(deps: TInstallDeps, work: () => Promise<T>): Promise<T> {
  if (deps.db.isConnected || loadInstallConfig(deps.config.dataDir))
    throw new AppError('CONFLICT', MSG.alreadyInstalled);
  if (installing) throw new AppError('CONFLICT', MSG.installRunning);
  installing = true;
  try {
    return await work();
  } finally {
    installing = false;
  }
}

/**
 * POST /api/install: checks the credentials, creates and migrates the database, loads the reference data,
 * creates the administrator and writes the configuration. A failure at any step leaves nothing that stops a
 * second try: the data goes in one transaction, the config file is written inside it, and a database this
 * call created is dropped again.
 */
export async function installApplication(
  deps: TInstallDeps,
  body: TInstallBody,
  origin: string,
): Promise<TInstallResult> {
  return whileNotInstalled(deps, async () => {
    const { databaseUrl, createdDatabase } = await openDatabase(body);
    let jwtSecret: string;
    // The welcome mail goes out only where a mail server is known; otherwise the thank-you screen says so.
    const mailSetUp = Boolean(deps.config.smtpUrl || body.smtp_host);
    try {
      await assertNoInstallationIn(databaseUrl, body);
      await applyMigrations(databaseUrl);
      jwtSecret = await storeInstallation(deps.config.dataDir, body, databaseUrl, origin, mailSetUp);
    } catch (error) {
      if (createdDatabase) await dropDatabase(body).catch(() => undefined);
      throw error;
    }
    deps.tokens.useSecret(jwtSecret);
    await deps.db.connect(databaseUrl);
    return { mail_set_up: mailSetUp };
  });
}

/**
 * Reference data, the business and its mail server, the administrator, the welcome mail (when mail is set up) and
 * the config file, all or nothing. Returns the token secret.
 */
async function storeInstallation(
  dataDir: string,
  body: TInstallBody,
  databaseUrl: string,
  origin: string,
  mailSetUp: boolean,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const jwtSecret = newJwtSecret();
  const prisma = createPrismaClient(databaseUrl);
  let configWritten = false;
  try {
    await prisma.$transaction(
      async (tx) => {
        await loadReferenceData(tx, {
          domainName: body.domain_name,
          purchaseKey: body.purchase_key,
          purchaseEmail: body.purchase_email,
        });
        const smtp = wizardSmtpFields(body, body.business_name);
        await tx.setting.update({
          where: { id: 1 },
          data: {
            ...smtp,
            address: body.address,
            officeNumber: body.office_number,
            taxNumber: body.tax_number,
            footerText: `© ${now().getFullYear()} ${body.business_name}`.slice(0, 255),
          },
        });
        const adminRole = await tx.role.findUniqueOrThrow({ where: { slug: 'admin' } });
        const admin = await tx.user.create({
          data: {
            email: body.email,
            passwordHash,
            firstName: 'Admin',
            lastName: '',
            roleId: adminRole.id,
            uniqueIdentity: await nextDocumentNumber(tx, 'admin'),
          },
        });
        await recordActivity(tx, null, {
          slug: 'install',
          action: 'install',
          description: `Installed for ${body.domain_name}`,
          recordId: admin.id,
        });
        if (mailSetUp)
          await enqueueTemplateMail(tx, 'welcome_admin', admin.email, {
            admin_first_name: admin.firstName,
            login_email: admin.email,
            login_link: `${origin}${pagePath('signin')}`,
            domain_name: body.domain_name,
          });
        saveInstallConfig(dataDir, { databaseUrl, jwtSecret, installedAt: new Date().toISOString() });
        configWritten = true;
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
    return jwtSecret;
  } catch (error) {
    if (configWritten) rmSync(join(dataDir, 'config.json'), { force: true });
    throw error;
  } finally {
    await prisma.$disconnect();
  }
}

async function dropDatabase(body: TInstallDatabaseStep) {
  const connection = await mysql.createConnection({
    host: body.db_host,
    port: body.db_port,
    user: body.db_username,
    password: body.db_pass || undefined,
  });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${body.db_name}\``);
  } finally {
    await connection.end();
  }
}

/**
 * POST /api/install/restore: the wizard's "Restore from a backup". The business comes back as it was backed up
 * into a new, empty database (created when missing) and this server's data folder, migrated to this version, and
 * the server serves it at once; its users sign in with their own passwords. A restore that fails leaves the
 * database as it found it (dropped again when this call created it), so the admin can try again.
 */
export async function restoreFromBackup(
  deps: TInstallDeps,
  fields: TInstallRestoreFields,
  file: string,
): Promise<TInstallRestoreResult> {
  return whileNotInstalled(deps, async () => {
    const { databaseUrl, createdDatabase } = await openDatabase(fields);
    try {
      const { manifest, migrated, jwtSecret } = await restoreIntoNewInstallation({
        file,
        databaseUrl,
        dataDir: deps.config.dataDir,
        fileStore: deps.config.fileStore,
        passphrase: fields.passphrase || undefined,
      });
      deps.tokens.useSecret(jwtSecret);
      await deps.db.connect(databaseUrl);
      return {
        created_at: manifest.created_at,
        product_version: manifest.product_version,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: manifest.files.length,
        migrated,
      };
    } catch (error) {
      if (createdDatabase) await dropDatabase(fields).catch(() => undefined);
      if (!(error instanceof BackupError)) throw error;
      if (error.message === MSG.backupDatabaseNotEmpty)
        throw AppError.field('db_name', error.message, 'CONFLICT');
      throw new AppError(error.message === MSG.alreadyInstalled ? 'CONFLICT' : 'BAD_INPUT', error.message);
    }
  });
}
