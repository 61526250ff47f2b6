import { defineConfig } from 'prisma/config';

// The CLI is only used for `prisma generate` (see scripts/prisma-generate.mjs); migrations are applied by
// apps/api/src/db/migrate.ts. The URL is a placeholder when none is set, because generation never connects.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/amc' },
});
