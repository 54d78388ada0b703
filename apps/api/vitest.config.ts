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
  },
});
