/**
 * Union roles in the back office: the Union Administrator lists who holds which union role, finds
 * an adult, grants a role (which then opens the back office to them) and ends one (which closes
 * it), never the last Union Administrator. Every change is audited; nobody else reaches it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, unionRoles } from '../../src/db/schema';
import { sessionCookieFor, type TestApp } from '../helpers/app';
import { addPerson, NOW } from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';
import type { Personas } from '../helpers/personas';

let t: TestApp;
let db: Db;
let as: Personas;
let get: BackOffice['get'];
let send: BackOffice['send'];

beforeAll(async () => {
  ({ t, db, as, get, send } = await openBackOffice());
});

afterAll(async () => {
  await t.close();
});

async function grantsOf(personId: number) {
  return db.select().from(unionRoles).where(eq(unionRoles.personId, personId));
}

async function adult(lastName = 'Grantee') {
  return addPerson(db, { dob: '1979-04-02', sexId: 2, firstName: 'Rhian', lastName });
}

describe('who reaches union roles', () => {
  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['a Safeguarding Officer', 'safeguardingOfficer'],
    ['a Registrations Officer', 'registrationsOfficer'],
    ['a former Union Administrator', 'formerAdministrator'],
  ] as const)('refuses %s with a permission 403 and changes nothing', async (_who, persona) => {
    const person = await adult();
    const [adminGrant] = await db
      .select()
      .from(unionRoles)
      .where(and(eq(unionRoles.personId, as.adminId), isNull(unionRoles.endedAt)));
    for (const url of ['/api/union/roles', '/api/union/roles/candidates?search=Rhian']) {
      const res = await get(as[persona], url);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain('permission');
    }
    const grant = await send(as[persona], 'POST', '/api/union/roles', {
      personId: person.id,
      role: 'registrations_officer',
    });
    expect(grant.statusCode).toBe(403);
    expect(await grantsOf(person.id)).toHaveLength(0);
    const end = await send(as[persona], 'POST', `/api/union/roles/${adminGrant!.id}/end`);
    expect(end.statusCode).toBe(403);
    const [still] = await db.select().from(unionRoles).where(eq(unionRoles.id, adminGrant!.id));
    expect(still?.endedAt).toBeNull();
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/union/roles' });
    expect(res.statusCode).toBe(401);
  });
});

describe('listing and finding', () => {
  it('lists the active holders with when and by whom, not ended grants', async () => {
    const res = await get(as.admin, '/api/union/roles');
    expect(res.statusCode).toBe(200);
    const holders = res.json() as { id: number; role: string; person: { id: number }; endedAt: string | null }[];
    expect(holders).toContainEqual(
      expect.objectContaining({
        role: 'union_administrator',
        person: expect.objectContaining({ id: as.adminId }),
        grantedAt: expect.any(String),
      }),
    );
    expect(holders.map((holder) => holder.role)).toContain('safeguarding_officer');
    // The former administrator's ended grant is not listed.
    const ended = await db
      .select()
      .from(unionRoles)
      .where(and(eq(unionRoles.role, 'union_administrator')));
    const endedIds = ended.filter((row) => row.endedAt !== null).map((row) => row.id);
    expect(endedIds.length).toBeGreaterThan(0);
    expect(holders.filter((holder) => endedIds.includes(holder.id) || holder.endedAt !== null)).toEqual([]);
  });

  it('finds adults by name or member id with the roles they hold, never children', async () => {
    const grown = await addPerson(db, { dob: '1990-01-01', sexId: 1, firstName: 'Candidate', lastName: 'Zephaniah' });
    const child = await addPerson(db, {
      dob: '2012-01-01',
      sexId: 1,
      firstName: 'Candidate',
      lastName: 'Zephaniahson',
      parentId: grown.id,
    });
    const byName = await get(as.admin, '/api/union/roles/candidates?search=candidate%20zeph');
    expect(byName.statusCode).toBe(200);
    const ids = (byName.json() as { id: number }[]).map((row) => row.id);
    expect(ids).toContain(grown.id);
    expect(ids).not.toContain(child.id);
    const byId = await get(as.admin, `/api/union/roles/candidates?search=${as.adminId}`);
    expect(byId.json()).toContainEqual(expect.objectContaining({ id: as.adminId, roles: ['union_administrator'] }));
    expect((await get(as.admin, '/api/union/roles/candidates?search=x')).statusCode).toBe(400);
  });
});

describe('granting and ending', () => {
  it('grants a role: stored, audited, shown, and the person then reaches the back office', async () => {
    const person = await adult('Newgrant');
    const cookie = await sessionCookieFor(t.app, person.id);
    expect((await get(cookie, '/api/union/me')).statusCode).toBe(403);

    const res = await send(as.admin, 'POST', '/api/union/roles', { personId: person.id, role: 'safeguarding_officer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'safeguarding_officer',
      person: { id: person.id, lastName: 'Newgrant' },
      grantedBy: { id: as.adminId },
      grantedAt: NOW.toISOString(),
      endedAt: null,
    });
    const [stored] = await grantsOf(person.id);
    expect(stored).toMatchObject({ role: 'safeguarding_officer', grantedBy: as.adminId, endedAt: null });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'union-role.granted'), eq(auditLog.personId, person.id)));
    expect(audit).toMatchObject({
      actorPersonId: as.adminId,
      subjectType: 'union-role',
      subjectId: String(stored!.id),
      details: { role: 'safeguarding_officer' },
    });

    const me = await get(cookie, '/api/union/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ roles: ['safeguarding_officer'], areas: ['dbs', 'qualifications'] });
    expect((await get(as.admin, '/api/union/roles')).json()).toContainEqual(
      expect.objectContaining({ id: stored!.id }),
    );
  });

  it('refuses a second active grant of the same role (409), also when both arrive at once', async () => {
    const person = await adult('Twice');
    const [a, b] = await Promise.all([
      send(as.admin, 'POST', '/api/union/roles', { personId: person.id, role: 'registrations_officer' }),
      send(as.admin, 'POST', '/api/union/roles', { personId: person.id, role: 'registrations_officer' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'conflict', reason: 'union_role.duplicate' });
    expect(await grantsOf(person.id)).toHaveLength(1);
    // A different role is a different grant.
    expect(
      (await send(as.admin, 'POST', '/api/union/roles', { personId: person.id, role: 'competitions_officer' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a child (409) and an unknown member id (404)', async () => {
    const parent = await adult('Parent');
    const child = await addPerson(db, { dob: '2015-06-01', sexId: 1, parentId: parent.id });
    const res = await send(as.admin, 'POST', '/api/union/roles', { personId: child.id, role: 'registrations_officer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', reason: 'union_role.child' });
    const unknown = await send(as.admin, 'POST', '/api/union/roles', {
      personId: 999_999_999,
      role: 'registrations_officer',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', reason: 'union_role.person_not_found' });
    expect(await grantsOf(child.id)).toHaveLength(0);
    const bad = await send(as.admin, 'POST', '/api/union/roles', { personId: parent.id, role: 'club_secretary' });
    expect(bad.statusCode).toBe(400);
  });

  it('ends a role: stored, audited, and the person no longer reaches the back office; a second end is 409', async () => {
    const person = await adult('Ending');
    const cookie = await sessionCookieFor(t.app, person.id);
    const granted = await send(as.admin, 'POST', '/api/union/roles', {
      personId: person.id,
      role: 'registrations_officer',
    });
    const id = granted.json().id as number;
    expect((await get(cookie, '/api/union/work-queue/counts')).statusCode).toBe(200);

    const res = await send(as.admin, 'POST', `/api/union/roles/${id}/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, endedAt: NOW.toISOString() });
    const [stored] = await grantsOf(person.id);
    expect(stored?.endedAt?.toISOString()).toBe(NOW.toISOString());
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'union-role.ended'), eq(auditLog.personId, person.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorPersonId: as.adminId,
      subjectId: String(id),
      details: { role: 'registrations_officer' },
    });

    expect((await get(cookie, '/api/union/me')).statusCode).toBe(403);
    expect((await get(cookie, '/api/union/work-queue/counts')).statusCode).toBe(403);
    expect((await get(as.admin, '/api/union/roles')).json()).not.toContainEqual(expect.objectContaining({ id }));

    const again = await send(as.admin, 'POST', `/api/union/roles/${id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', reason: 'union_role.already_ended' });
    const unknown = await send(as.admin, 'POST', '/api/union/roles/999999/end');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', reason: 'union_role.not_found' });
  });

  it('never ends the last Union Administrator, even when two administrators end each other at once', async () => {
    const deputy = await adult('Deputy');
    const deputyCookie = await sessionCookieFor(t.app, deputy.id);
    const deputyGrant = (
      await send(as.admin, 'POST', '/api/union/roles', { personId: deputy.id, role: 'union_administrator' })
    ).json().id as number;
    // Leave exactly two administrators: the demo administrator and the deputy.
    const others = await db
      .select()
      .from(unionRoles)
      .where(and(eq(unionRoles.role, 'union_administrator'), isNull(unionRoles.endedAt)));
    for (const grant of others.filter((row) => row.personId !== as.adminId && row.id !== deputyGrant)) {
      expect((await send(as.admin, 'POST', `/api/union/roles/${grant.id}/end`)).statusCode).toBe(200);
    }
    const [adminGrant] = await db
      .select()
      .from(unionRoles)
      .where(
        and(
          eq(unionRoles.personId, as.adminId),
          eq(unionRoles.role, 'union_administrator'),
          isNull(unionRoles.endedAt),
        ),
      );

    const [a, b] = await Promise.all([
      send(as.admin, 'POST', `/api/union/roles/${deputyGrant}/end`),
      send(deputyCookie, 'POST', `/api/union/roles/${adminGrant!.id}/end`),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses).toContain(200);
    const refused = [a, b].find((res) => res.statusCode !== 200)!;
    // The loser is refused: either as the last administrator, or because it lost its own role first.
    expect([403, 409]).toContain(refused.statusCode);
    const active = await db
      .select()
      .from(unionRoles)
      .where(and(eq(unionRoles.role, 'union_administrator'), isNull(unionRoles.endedAt)));
    expect(active).toHaveLength(1);

    // The one left cannot end their own last grant.
    const lastCookie = active[0]!.personId === as.adminId ? as.admin : deputyCookie;
    const last = await send(lastCookie, 'POST', `/api/union/roles/${active[0]!.id}/end`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'conflict', reason: 'union_role.last_administrator' });
    const [still] = await db.select().from(unionRoles).where(eq(unionRoles.id, active[0]!.id));
    expect(still?.endedAt).toBeNull();
  });
});
