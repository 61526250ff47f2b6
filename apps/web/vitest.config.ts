import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { englishWithoutEchoes, localeBundles } from './locale-bundles';
import { MOCKING_FILES } from './src/test/mocking-files';

const shared = {
  environment: 'jsdom',
  // Runs before every file, also where files share a worker's modules: it resets the window, storage, stubs and
  // language that tests change.
  setupFiles: ['./src/test/setup.ts'],
  // Mantine components are heavy to mount in jsdom; the default 5 s is too tight on a busy CI machine.
  testTimeout: 20_000,
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  plugins: [react(), localeBundles(), englishWithoutEchoes()],
  test: {
    // The JSON report feeds the one-line summary of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          exclude: MOCKING_FILES,
          // Issue 29: one worker's files share its jsdom, React, Mantine and i18n modules instead of loading them
          // again for each of the 97 files (setup, environment and imports were half of a 389 s run; 163 s now).
          // The files keep no module state between tests: setup.ts resets what they change, and a shuffled order
          // (`--sequence.shuffle`) passes as well.
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
