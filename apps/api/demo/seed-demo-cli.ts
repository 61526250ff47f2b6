import { loadInstallConfig, readAppConfig } from '../src/config';
import { openFileStore } from '../src/lib/kernel/file-store';
import { createPrismaClient } from '../src/plugins/database';
import { DEMO_PASSWORD } from './demo-users';
import { seedDemo } from './seed-demo';

// `pnpm db:seed-demo`: the installation's own database (DATA_DIR/config.json), or DATABASE_URL when set.
const config = readAppConfig();
const databaseUrl = process.env.DATABASE_URL ?? loadInstallConfig(config.dataDir)?.databaseUrl;
if (!databaseUrl) {
  console.error(
    `No installation found in ${config.dataDir}: run the install wizard (pnpm start) first, or set DATABASE_URL.`,
  );
  process.exit(1);
}
const prisma = createPrismaClient(databaseUrl);
try {
  await seedDemo(prisma, { fileStore: openFileStore(config.fileStore, config.dataDir) });
  console.log(
    `Demo records are in place. Demo users sign in with the password ${DEMO_PASSWORD}, e.g. priya.sharma@demo.customer.example.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
