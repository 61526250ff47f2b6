import { defineConfig } from 'vitest/config';

// Integration tests each make their own database on one MariaDB/MySQL server, and the machines have 2 cores:
// files run one after another.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The JSON report feeds the one-line summary of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
