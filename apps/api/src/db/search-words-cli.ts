import { loadInstallConfig, readAppConfig } from '../config';
import { rebuildSearchWords, SEARCH_WORD_KINDS, type TSearchWordKind } from '../lib/list/search-words';
import { createPrismaClient } from '../plugins/database';

// `pnpm db:search-words`: writes the word index (lib/list/search-words) of every complaint, task, contract and service
// again from the rows, for rows written before the index existed (migration 20261125110000_search_words). Run it
// once after that migration, with the API stopped: a write running beside it could leave a row's old words.
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
  for (const kind of Object.keys(SEARCH_WORD_KINDS) as TSearchWordKind[]) {
    const started = Date.now();
    await rebuildSearchWords(prisma, kind);
    console.log(`${kind}: words written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
