// Runs `prisma generate` on machines without internet: generation itself does not use the schema engine,
// but the CLI tries to download it unless PRISMA_SCHEMA_ENGINE_BINARY names an existing file. We only point
// it at /bin/true when no real engine was installed, so machines with internet keep the real one.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const enginesDir = join(process.cwd(), 'node_modules', '@prisma', 'engines');
const hasRealEngine =
  existsSync(enginesDir) && readdirSync(enginesDir).some((name) => name.startsWith('schema-engine'));
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !hasRealEngine) env.PRISMA_SCHEMA_ENGINE_BINARY = '/bin/true';
if (!existsSync(join(process.cwd(), 'prisma', 'schema.prisma'))) process.exit(0);
execFileSync('pnpm', ['exec', 'prisma', 'generate'], { stdio: 'inherit', env });
