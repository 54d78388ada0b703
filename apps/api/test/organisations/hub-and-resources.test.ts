/** The organisation hub (name and my roles there) and Resources (configured download links). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ConfigError, loadConfig } from '../../src/env';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { NOW, organisationId, personIdByEmail } from '../registrations/fixtures';

let t: TestApp;
let db: Db;
let clubA: number;

beforeAll(async () => {
  t = await buildTestApp({
    clock: () => NOW,
    demoData: true,
    env: { CIM_GOLD_URL: 'https://downloads.example.org/cim/gold-2025.zip' },
  });
  db = t.app.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
});

afterAll(async () => {
  await t.close();
});

describe('the organisation hub', () => {
  it('answers the organisation and my roles there', async () => {
    const cookie = await sessionCookieFor(t.app, await personIdByEmail(db, 'secretary@demo.test'));
    const res = await t.app.inject({ method: 'GET', url: `/api/organisation/${clubA}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: clubA,
      name: 'Cwm Valley RFC',
      roleValues: ['Club Secretary'],
      roleValuesCy: ['Ysgrifennydd Clwb'],
    });
  });

  it('refuses without a role there, and for an organisation that does not exist', async () => {
    const cookie = await sessionCookieFor(t.app, await personIdByEmail(db, 'player@demo.test'));
    for (const id of [clubA, 999_999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/organisation/${id}`, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'organisation.permission.hub' });
    }
  });
});

describe('Resources', () => {
  it('answers the five Club Investment Model links from configuration', async () => {
    const cookie = await sessionCookieFor(t.app, await personIdByEmail(db, 'coach@demo.test'));
    const res = await t.app.inject({ method: 'GET', url: `/api/organisation/${clubA}/resources`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const documents = res.json().clubInvestmentModelDocuments as { level: string; url: string }[];
    expect(documents.map((d) => d.level)).toEqual(['Standard', 'Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(documents[3]!.url).toBe('https://downloads.example.org/cim/gold-2025.zip');
    expect(documents[0]!.url).toMatch(/^https:\/\/.+\.zip$/);
  });

  it('validates the link variables at start-up', () => {
    expect(() => loadConfig({ CIM_SILVER_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ CIM_SILVER_URL: 'not a url' })).toThrow(/CIM_SILVER_URL/);
  });
});
