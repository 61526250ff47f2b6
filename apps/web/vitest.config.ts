import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { englishWithoutEchoes, localeBundles } from './locale-bundles';

export default defineConfig({
  plugins: [react(), localeBundles(), englishWithoutEchoes()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    // Mantine components are heavy to mount in jsdom; the default 5 s is too tight on a busy CI machine.
    testTimeout: 20_000,
    // The JSON report feeds the one-line summary of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
