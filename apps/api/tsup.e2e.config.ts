import { defineConfig } from 'tsup';

// The end-to-end tests' server (test/e2e/e2e-server.ts): the product with a clock the tests can move, in dist-e2e/
// apart from the product's dist/. The forked children are built beside it, as a built server forks them from its own
// folder (lib/kernel/forked-child.ts).
export default defineConfig({
  entry: {
    'e2e-server': 'test/e2e/e2e-server.ts',
    'backup-child': 'src/modules/backup/backup-child.ts',
    'import-child': 'src/modules/import/import-child.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist-e2e',
  clean: true,
  sourcemap: true,
  noExternal: ['@amc/contracts'],
});
