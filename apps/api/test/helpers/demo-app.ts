import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client';
import { NOW } from '../registrations/fixtures';
import { buildTestApp, sessionCookieFor, type TestApp } from './app';

/**
 * The app booted once per test file on the demo data at the fixed test clock (`NOW`), for reading
 * as the demo members: `demo.db` and `demo.get(asPerson, url)` (signed in as that person).
 */
export function bootDemoApp() {
  let t: TestApp | undefined;
  const app = () => {
    if (!t) throw new Error('the demo app is used before it has booted');
    return t.app;
  };
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => NOW, demoData: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get db(): Db {
      return app().db;
    },
    async get(asPerson: number, url: string) {
      return app().inject({ method: 'GET', url, headers: { cookie: await sessionCookieFor(app(), asPerson) } });
    },
  };
}
