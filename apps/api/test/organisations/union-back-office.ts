/**
 * The app, demo data and helpers the API tests of the union's organisations and teams share: a
 * seeded app with the personas, the Cwm Valley club and two regions, and requests as a persona.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { ORGANISATION_TYPE_IDS } from '../../src/db/lookups';
import { auditLog, regions } from '../../src/db/schema';
import { buildTestApp, sessionCookieFor, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { addPerson, NOW, organisationId } from '../registrations/fixtures';
import { personas, type Personas } from '../helpers/personas';

export let t: TestApp;
export let db: Db;
export let as: Personas;
export let clubA: number;
export let dyffryn: number;
export let arfordir: number;

/** Builds the seeded app before the file's tests and closes it after them. */
export function useUnionBackOffice(): void {
  beforeAll(async () => {
    t = await buildTestApp({ clock: () => NOW, demoData: true });
    db = t.app.db;
    as = await personas(t.app, db);
    clubA = await organisationId(db, 'Cwm Valley RFC');
    const regionRows = await db.select().from(regions);
    dyffryn = regionRows.find((region) => region.name === 'Dyffryn')!.id;
    arfordir = regionRows.find((region) => region.name === 'Arfordir')!.id;
  });

  afterAll(async () => {
    await t.close();
  });
}

export function get(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

export function send(
  cookie: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });
}

export async function auditsOf(action: string, organisation: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.organisationId, organisation)));
}

export async function newOrganisation(name: string, values: { typeId?: number; regionId?: number | null } = {}) {
  const res = await send(as.admin, 'POST', '/api/union/organisations', {
    name,
    typeId: values.typeId ?? ORGANISATION_TYPE_IDS.club,
    regionId: values.regionId === undefined ? dyffryn : values.regionId,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as {
    id: number;
    teamParents: { id: number; name: string; teamChildren: { id: number; value: string; isInUse: boolean }[] }[];
  };
}

export async function addTeam(organisation: number, payload: Record<string, unknown>) {
  return send(as.admin, 'POST', `/api/union/organisations/${organisation}/team-parents`, payload);
}

export async function adult() {
  const person = await addPerson(db, { dob: '1980-05-05', sexId: 1 });
  return { person, cookie: await sessionCookieFor(t.app, person.id) };
}
