import { defineConfig } from 'tsup';

// One ESM bundle for production. The contracts package ships TypeScript source, so it is bundled in;
// everything from node_modules stays external.
export default defineConfig({
  // backup-child: the backups the server makes run in a process of their own (modules/backup/backup-in-child.ts),
  // forked from dist/backup-child.js beside the bundle.
  entry: {
    main: 'src/main.ts',
    'db/migrate-cli': 'src/db/migrate-cli.ts',
    'backup-child': 'src/modules/backup/backup-child.ts',
    // import-child: a large file's import runs in a process of its own (modules/import/import-service.ts).
    'import-child': 'src/modules/import/import-child.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@amc/contracts'],
});
