import { defineConfig } from 'vitest/config';

// Integration tests each make their own database on one MariaDB/MySQL server, so two files run at once: much of a
// file's time is spent waiting on the database (its commits), which the other file fills (issue 29: the API's 93
// files in 385 s instead of 624 s one after another, on this machine's 2 cores).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The migrated schema each installed test database copies (test/helpers/schema-template.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    // The JSON report feeds the one-line summary of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
