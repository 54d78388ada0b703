import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { outbox } from '../../src/db/schema';
import { loadConfig, type Config } from '../../src/env';
import { SESSION_COOKIE } from '../../src/lib/session-store';
import type { Clock } from '../../src/lib/clock';
import { openTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://localhost:3000';

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    testDb?: TestDatabase;
    /** A database with the demo data at the test clock `NOW` (see `openTestDatabase`). */
    demoData?: boolean;
  } = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? (await openTestDatabase({ demoData: options.demoData === true }));
  const config = loadConfig({
    PORT: '3000',
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    SCHEDULED_JOBS: 'false',
    ...options.env,
  });
  const app = await buildApp({ config, database: testDb.database, ...(options.clock ? { clock: options.clock } : {}) });
  await app.ready();
  return {
    app,
    testDb,
    config,
    async close() {
      await app.close();
      if (!options.testDb) await testDb.drop();
    },
  };
}

/**
 * A session cookie for a person, made directly in the session store. API tests use it to act as a
 * persona; the sign-in flow itself is proven by the auth tests and the end-to-end tests.
 */
export async function sessionCookieFor(app: FastifyInstance, personId: number): Promise<string> {
  const id = await app.sessions.create({ personId, sub: `mywru|${personId}`, name: null, email: null, idToken: null });
  return `${SESSION_COOKIE}=${id}`;
}

/** The e-mails queued in the outbox for an address, newest first. */
export function mailsTo(app: FastifyInstance, to: string) {
  return app.db
    .select()
    .from(outbox)
    .where(sql`${outbox.to} = ${to}`)
    .orderBy(desc(outbox.id));
}
