/**
 * Every refusal names its reason: the web app translates the reason and never shows the English
 * `detail`. Validation failures name, per field, the reason and its bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieFor, type TestApp } from '../helpers/app';
import { NOW, personIdByEmail } from '../registrations/fixtures';

let t: TestApp;
let player: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  player = await sessionCookieFor(t.app, await personIdByEmail(t.app.db, 'player@demo.test'));
});

afterAll(async () => {
  await t.close();
});

describe('problem reasons', () => {
  it('an anonymous call is refused as signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/actions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated', reason: 'auth.signed_out' });
  });

  it('an unknown route is not found', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie: player } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', reason: 'request.not_found' });
  });

  it('a validation failure names each field with its reason and bounds', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/person/0',
      headers: { cookie: player },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'validation_failed', reason: 'request.invalid' });
    expect(body.fields).toEqual({ id: [{ reason: 'field.too_small', params: { minimum: 1 } }] });
  });
});

describe('field reasons named by the field types', () => {
  it('a date that matches the pattern but is not a real day, and a control character, are named as such', async () => {
    const admin = await sessionCookieFor(t.app, await personIdByEmail(t.app.db, 'admin@demo.test'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/union/audit-log?from=2026-02-30&action=a%01b',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      from: [{ reason: 'field.not_a_date' }],
      action: [{ reason: 'field.control_characters' }],
    });
  });
});
