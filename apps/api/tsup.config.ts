import { defineConfig } from 'tsup';

// One ESM bundle for production. The contracts package ships TypeScript source, so it is bundled in;
// everything from node_modules stays external.
export default defineConfig({
  entry: ['src/main.ts', 'src/db/migrate-cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@amc/contracts'],
});
