/**
 * What the union back-office API test files share: the app on a fresh database with the demo data
 * at the fixed test time, the personas' session cookies, requests as one of them, and the audit
 * rows about a person.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './app';
import { NOW } from '../registrations/fixtures';
import { personas, type Personas } from './personas';

export interface BackOffice {
  t: TestApp;
  db: Db;
  as: Personas;
  get(cookie: string, url: string): Promise<LightMyRequestResponse>;
  /** A change, sent from the web app's origin as the browser would. */
  send(
    cookie: string,
    method: 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
  /** The audit rows of one action about a person. */
  audits(action: string, personId: number): Promise<(typeof auditLog.$inferSelect)[]>;
}

/** Opens the app for one test file (call it in beforeAll; close `t` in afterAll), with extra settings if given. */
export async function openBackOffice(env?: Record<string, string>): Promise<BackOffice> {
  const t = await buildTestApp({ clock: () => NOW, demoData: true, ...(env ? { env } : {}) });
  const db = t.app.db;
  const as = await personas(t.app, db);
  return {
    t,
    db,
    as,
    get: (cookie, url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    send: (cookie, method, url, payload) =>
      t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) }),
    audits: (action, personId) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.personId, personId))),
  };
}
