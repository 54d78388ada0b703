/**
 * The union's settings in the back office (area settings: the Union Administrator only): reading
 * the season limit of transfers into one team child and the limit of permits per fixture, changing
 * each within its bounds, with an audit row of the values before and after. Nobody else reads or
 * changes them; a bad value changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, unionSettings } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { openBackOffice, type BackOffice } from '../helpers/back-office';
import type { Personas } from '../helpers/personas';
import { NOW } from '../registrations/fixtures';

let t: TestApp;
let db: Db;
let as: Personas;
let get: BackOffice['get'];
let send: BackOffice['send'];

beforeAll(async () => {
  ({ t, db, as, get, send } = await openBackOffice());
});
afterAll(async () => t.close());

const URL = '/api/union/settings';

async function stored() {
  const [row] = await db.select().from(unionSettings);
  return row!;
}

async function settingsAudits() {
  return db.select().from(auditLog).where(eq(auditLog.action, 'union-settings.changed')).orderBy(auditLog.id);
}

describe("the union's settings", () => {
  it('reads the default limits: 5 transfers into one team in a season, 3 permits per fixture', async () => {
    const res = await get(as.admin, URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxTransferredPlayers: 5, permitLimit: 3 });
  });

  it('changes the limit, answers the new settings, stores who and when, and audits before and after', async () => {
    const res = await send(as.admin, 'PUT', URL, { maxTransferredPlayers: 8, permitLimit: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxTransferredPlayers: 8, permitLimit: 3 });
    expect((await get(as.admin, URL)).json()).toEqual({ maxTransferredPlayers: 8, permitLimit: 3 });
    const row = await stored();
    expect(row.maxTransferredPlayers).toBe(8);
    expect(row.updatedBy).toBe(as.adminId);
    expect(row.updatedAt.toISOString()).toBe(NOW.toISOString());
    const [audit, ...more] = await settingsAudits();
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      actorPersonId: as.adminId,
      subjectType: 'union-settings',
      details: {
        fields: ['maxTransferredPlayers'],
        before: { maxTransferredPlayers: 5 },
        after: { maxTransferredPlayers: 8 },
      },
    });
    expect(audit?.requestId).toEqual(expect.any(String));
  });

  it('changes the permit limit alone, and audits only that setting', async () => {
    const audits = (await settingsAudits()).length;
    const res = await send(as.admin, 'PUT', URL, { maxTransferredPlayers: 8, permitLimit: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxTransferredPlayers: 8, permitLimit: 5 });
    expect((await get(as.admin, URL)).json()).toEqual({ maxTransferredPlayers: 8, permitLimit: 5 });
    expect((await stored()).permitLimit).toBe(5);
    const added = (await settingsAudits()).slice(audits);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      actorPersonId: as.adminId,
      details: { fields: ['permitLimit'], before: { permitLimit: 3 }, after: { permitLimit: 5 } },
    });
  });

  it('takes the bounds 0 and 100 of the transfer limit and 1 and 30 of the permit limit', async () => {
    for (const value of [0, 100]) {
      const res = await send(as.admin, 'PUT', URL, { maxTransferredPlayers: value, permitLimit: 3 });
      expect(res.statusCode).toBe(200);
      expect((await stored()).maxTransferredPlayers).toBe(value);
    }
    for (const value of [1, 30]) {
      const res = await send(as.admin, 'PUT', URL, { maxTransferredPlayers: 5, permitLimit: value });
      expect(res.statusCode).toBe(200);
      expect((await stored()).permitLimit).toBe(value);
    }
  });

  it('saving the value that stands changes nothing and writes no audit row', async () => {
    await send(as.admin, 'PUT', URL, { maxTransferredPlayers: 6, permitLimit: 4 });
    const audits = (await settingsAudits()).length;
    const res = await send(as.admin, 'PUT', URL, { maxTransferredPlayers: 6, permitLimit: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxTransferredPlayers: 6, permitLimit: 4 });
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it.each([
    ['below 0', -1],
    ['above 100', 101],
    ['not a whole number', 2.5],
    ['text', 'five'],
    ['null', null],
    ['missing', undefined],
  ])('refuses a transfer limit %s with 400 naming the field, and stores nothing', async (_label, value) => {
    const before = await stored();
    const audits = (await settingsAudits()).length;
    const res = await send(
      as.admin,
      'PUT',
      URL,
      value === undefined ? { permitLimit: 3 } : { maxTransferredPlayers: value, permitLimit: 3 },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: Record<string, unknown> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(['maxTransferredPlayers']);
    expect(await stored()).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it.each([
    ['0 (below 1)', 0],
    ['above 30', 31],
    ['not a whole number', 1.5],
    ['text', 'three'],
    ['null', null],
    ['missing', undefined],
  ])('refuses a permit limit %s with 400 naming the field, and stores nothing', async (_label, value) => {
    const before = await stored();
    const audits = (await settingsAudits()).length;
    const res = await send(
      as.admin,
      'PUT',
      URL,
      value === undefined ? { maxTransferredPlayers: 5 } : { maxTransferredPlayers: 5, permitLimit: value },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: Record<string, { message?: string }> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(['permitLimit']);
    expect(await stored()).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it.each([
    ['a Registrations Officer', 'registrationsOfficer', 'back_office.permission.settings'],
    ['a Safeguarding Officer', 'safeguardingOfficer', 'back_office.permission.settings'],
    ['an organisation official', 'secretary', 'back_office.permission.settings'],
    ['a member', 'player', 'back_office.permission.settings'],
    ['a former Union Administrator', 'formerAdministrator', 'back_office.permission.settings'],
  ] as const)('refuses %s: 403 with the reason, and changes nothing', async (_who, persona, reason) => {
    const before = await stored();
    const audits = (await settingsAudits()).length;
    const read = await get(as[persona], URL);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ reason });
    const change = await send(as[persona], 'PUT', URL, { maxTransferredPlayers: 1, permitLimit: 1 });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ reason });
    expect(await stored()).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: { maxTransferredPlayers: 3, permitLimit: 3 } })).statusCode).toBe(
      401,
    );
  });
});
