import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DB === 'postgres' ? 'api-postgres' : 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates once per run; each test file's database is a copy (test/helpers/database.ts).
    globalSetup: ['./test/helpers/global-setup.ts'],
    // One module cache per worker, not per file: evaluating the API's modules again for every file was
    // a third of the time the run tracked. Each file builds its own app and database from the
    // configuration it passes in (no module but src/env.ts reads the environment), and what a file
    // changes in the process is put back when it ends (test/helpers/isolation.ts; decision 036).
    isolate: false,
    setupFiles: ['./test/helpers/isolation.ts'],
  },
});
