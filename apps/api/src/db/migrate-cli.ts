import { readAppConfig, loadInstallConfig } from '../config';
import { applyMigrations, createDatabaseIfMissing } from './migrate';

/**
 * `pnpm db:migrate`: migrates the database named by DATABASE_URL, or else the installed one
 * (`databaseUrl` of ${DATA_DIR}/config.json, DATA_DIR taken relative to where pnpm was started).
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || findInstalledDatabaseUrl();
  if (await createDatabaseIfMissing(databaseUrl)) console.log('Created the database.');
  const { applied } = await applyMigrations(databaseUrl, { log: (msg) => console.log(msg) });
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : 'The database is up to date.');
}

function findInstalledDatabaseUrl(): string {
  const { dataDir } = readAppConfig();
  const installed = loadInstallConfig(dataDir);
  if (!installed) {
    throw new Error(
      `Set DATABASE_URL, or install the product first: no databaseUrl in ${dataDir}/config.json.`,
    );
  }
  return installed.databaseUrl;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
