import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../../src/identity/clients';
import { buildTestApp, type TestApp } from '../helpers/app';
import { CookieJar, createAccount, follow, formAction, send } from '../helpers/sign-in';

let t: TestApp;
const CALLBACK = 'http://tool.example/callback';
beforeAll(async () => {
  t = await buildTestApp();
  await registerClient(t.app.db, {
    client_id: 'member-tool',
    client_secret: 'member-tool-secret-0123456789',
    redirect_uris: [CALLBACK],
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
});
afterAll(async () => t.close());

/** Another application doing the code flow with PKCE against the embedded provider. */
async function accessTokenFor(email: string, password: string): Promise<string> {
  await createAccount(t.app, email, password);
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URLSearchParams({
    client_id: 'member-tool',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: CALLBACK,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1234567',
  });
  const { res: page } = await follow(t.app, jar, await send(t.app, jar, 'GET', `/oidc/auth?${authorize}`));
  expect(page.body).toContain('<h1>Sign in</h1>');
  const { leftTo } = await follow(
    t.app,
    jar,
    await send(t.app, jar, 'POST', formAction(page.body), { email, password }),
  );
  const code = new URL(leftTo ?? 'http://x/').searchParams.get('code');
  expect(leftTo?.startsWith(CALLBACK)).toBe(true);
  const token = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: CALLBACK,
      code_verifier: verifier,
      client_id: 'member-tool',
      client_secret: 'member-tool-secret-0123456789',
    }).toString(),
  });
  expect(token.statusCode).toBe(200);
  return token.json().access_token as string;
}

describe('bearer access tokens', () => {
  let token = '';
  let ownId = 0;
  let otherId = 0;
  beforeAll(async () => {
    const other = await createAccount(t.app, 'other.member@example.test', 'Other-pass-123');
    otherId = (await t.app.inject({ url: '/auth/session', headers: { cookie: other.sessionCookie ?? '' } })).json().user
      .memberId;
    token = await accessTokenFor('api.user@example.test', 'Api-user-pass-1');
    ownId = Number(decodeJwt(token).sub?.split('|')[1]);
  });

  it('is a JWT for the API audience with the member subject', () => {
    const claims = decodeJwt(token);
    expect(claims.aud).toBe('http://localhost:3000/api');
    expect(claims.iss).toBe('http://localhost:3000/oidc');
    expect(claims.sub).toMatch(/^mywru\|\d+$/);
  });

  it('reaches the own record, is refused another person, and garbage is 401', async () => {
    const own = await t.app.inject({ url: `/api/person/${ownId}`, headers: { authorization: `Bearer ${token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe('api.user@example.test');
    const other = await t.app.inject({ url: `/api/person/${otherId}`, headers: { authorization: `Bearer ${token}` } });
    expect(other.statusCode).toBe(403);
    const garbage = await t.app.inject({
      url: `/api/person/${ownId}`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(garbage.statusCode).toBe(401);
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const refused = await t.app.inject({
      url: `/api/person/${ownId}`,
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses an ID token used as an access token (wrong audience)', async () => {
    const jar = new CookieJar();
    const created = await createAccount(t.app, 'idtoken@example.test', 'Id-token-pass-1', undefined, jar);
    const row = await t.app.sessions.get(created.sessionCookie!.split('=')[1]!);
    expect(row?.idToken).toBeTruthy();
    const res = await t.app.inject({
      url: `/api/person/${row!.personId}`,
      headers: { authorization: `Bearer ${row!.idToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
