/**
 * Several servers on one PostgreSQL act as one (decision 032): two app instances on one database,
 * reached in turn as a load balancer without sticky sessions would, share sign-in, sessions,
 * sign-outs, the provider's keys, the sign-in limits and the scheduled jobs. Each server keeps its
 * own general request limit, as the README explains.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { DBS_EXPIRY_REMINDERS_QUEUE } from '../../src/features/dbs-checks/job';
import { registerClient } from '../../src/identity/clients';
import { createMailer } from '../../src/lib/mailer';
import { SESSION_CACHE_MS } from '../../src/lib/session-store';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app';
import { onRealPostgres, openTestDatabase, type TestDatabase } from '../helpers/database';
import { CookieJar, createAccount, follow, formAction, send, signIn } from '../helpers/sign-in';

/**
 * A server is given as long as it would trust a session from memory to refuse it; each test then
 * checks, from the time it measured, that the refusal came sooner, so only a notice can explain it.
 * A bound tighter than that would only measure how busy the machine is. Asked five times a second, a
 * session stays well within its own request limit (RATE_LIMIT a minute) while it waits.
 */
const HEARD = { timeout: SESSION_CACHE_MS, interval: 200 };

const PASSWORD = 'Loose-head-2026';
const RATE_LIMIT = 40;
const TOOL_CALLBACK = 'http://tool.example/callback';

/**
 * A load balancer in front of the servers: each request goes to the next server in turn, with no
 * stickiness; it remembers which server answered which path.
 */
function roundRobin(servers: FastifyInstance[]) {
  let next = 0;
  const served: { server: number; path: string }[] = [];
  const balancer = {
    inject(options: InjectOptions) {
      const server = next;
      next = (next + 1) % servers.length;
      served.push({ server, path: String(options.url ?? '').split('?')[0] ?? '' });
      return servers[server]!.inject(options);
    },
  } as unknown as FastifyInstance;
  return { balancer, served };
}

/** The migrations in the folder, by the journal drizzle keeps of them. */
const migrationCount = () =>
  (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

/** An SMTP server that accepts everything and keeps the subject of each message it was given. */
async function smtpServer() {
  const subjects: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            subjects.push(/^Subject: (.*)$/m.exec(data)?.[1] ?? '');
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { subjects, url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.runIf(onRealPostgres)('two servers on one PostgreSQL', () => {
  let testDb: TestDatabase;
  /** B's own connection pool to the same database, as a second server has. */
  let databaseOfB: Database;
  let a: TestApp;
  let b: TestApp;
  /** What B's listener has told B, in order: false when its connection was lost, true once it listens again. */
  const listeningOfB: boolean[] = [];
  let addresses = 0;
  /** A browser at an address of its own, so the per-address limits of one test do not touch another. */
  const browser = () => new CookieJar({ remoteAddress: `10.77.0.${(addresses += 1)}` });
  const memberIdOf = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: '/auth/session', headers: { cookie } })).json().user?.memberId as number | undefined;
  const personRead = (app: FastifyInstance, personId: number, headers: Record<string, string>) =>
    app.inject({ url: `/api/person/${personId}`, headers });

  beforeAll(async () => {
    testDb = await openTestDatabase();
    await registerClient(testDb.database.db, {
      client_id: 'member-tool',
      client_secret: 'member-tool-secret-0123456789',
      redirect_uris: [TOOL_CALLBACK],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    });
    // Both start together, as servers behind a balancer do after a deployment.
    const env = { SCHEDULED_JOBS: 'true', RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) };
    databaseOfB = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: 'memory://' });
    const listen = databaseOfB.listen!;
    databaseOfB.listen = (channel, handlers) =>
      listen(channel, {
        ...handlers,
        listening(listening) {
          listeningOfB.push(listening);
          handlers.listening(listening);
        },
      });
    [a, b] = await Promise.all([
      buildTestApp({ testDb, env }),
      buildTestApp({ testDb: { ...testDb, database: databaseOfB }, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await databaseOfB?.close();
    await testDb?.drop();
  });

  describe('sign-in and sessions', () => {
    it('signs in through both servers in turn, and the session works on each', async () => {
      const { balancer, served } = roundRobin([a.app, b.app]);
      const created = await createAccount(balancer, 'two.servers@example.test', PASSWORD, PASSWORD, browser());
      expect(created.leftTo).toBe('/dashboard');
      const signedIn = await signIn(balancer, 'two.servers@example.test', PASSWORD, { jar: browser() });
      expect(signedIn.leftTo).toBe('/dashboard');
      // The flow's pages and the provider's endpoints were answered by both servers.
      expect(new Set(served.filter((hop) => hop.path.startsWith('/oidc/')).map((hop) => hop.server))).toEqual(
        new Set([0, 1]),
      );
      expect(new Set(served.filter((hop) => hop.path.startsWith('/auth/')).map((hop) => hop.server))).toEqual(
        new Set([0, 1]),
      );

      const cookie = signedIn.sessionCookie!;
      const memberId = await memberIdOf(a.app, cookie);
      expect(memberId).toBeGreaterThan(0);
      expect(await memberIdOf(b.app, cookie)).toBe(memberId);
      expect((await personRead(a.app, memberId!, { cookie })).json().email).toBe('two.servers@example.test');
      expect((await personRead(b.app, memberId!, { cookie })).json().email).toBe('two.servers@example.test');
    });

    it('a sign-out on one server ends the session on the other at once, though the other had just checked it', async () => {
      const jar = browser();
      const { sessionCookie } = await createAccount(a.app, 'signs.out@example.test', PASSWORD, PASSWORD, jar);
      const cookie = sessionCookie!;
      const memberId = (await memberIdOf(a.app, cookie))!;
      // B has checked the session, so it would trust it from memory for SESSION_CACHE_MS (5 s).
      const trusted = performance.now();
      expect((await personRead(b.app, memberId, { cookie })).statusCode).toBe(200);
      expect((await personRead(b.app, memberId, { cookie })).statusCode).toBe(200);

      const out = await send(a.app, jar, 'POST', '/auth/logout', {});
      expect(out.statusCode).toBe(303);
      // B hears the notice as PostgreSQL delivers it, moments after the sign-out: sooner than its memory would let it go.
      await expect.poll(async () => (await personRead(b.app, memberId, { cookie })).statusCode, HEARD).toBe(401);
      expect(performance.now() - trusted).toBeLessThan(SESSION_CACHE_MS);
      const onB = await personRead(b.app, memberId, { cookie });
      expect(onB.statusCode).toBe(401);
      expect(onB.json().reason).toBe('auth.signed_out');
      expect((await b.app.inject({ url: '/auth/session', headers: { cookie } })).json().isAuthenticated).toBe(false);
      expect((await personRead(a.app, memberId, { cookie })).statusCode).toBe(401);
    });

    it('the provider sign-out that follows, with the ID token one server signed, is accepted by the other', async () => {
      const jar = browser();
      await createAccount(a.app, 'provider.out@example.test', PASSWORD, PASSWORD, jar);
      const out = await send(a.app, jar, 'POST', '/auth/logout', {});
      const endSession = new URL(String(out.headers.location), TEST_ORIGIN);
      expect(endSession.pathname).toBe('/oidc/session/end');
      expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
      const onB = await send(b.app, jar, 'GET', endSession.pathname + endSession.search);
      // The provider asks to confirm signing out: it read the hint, which it would refuse if unverifiable.
      expect(onB.statusCode).toBe(200);
      expect(onB.body).not.toMatch(/invalid_request|could not be validated|error/i);
    });

    it('memory is only a few seconds: a session ended by hand in SQL, with no notice, is refused after SESSION_CACHE_MS', async () => {
      // This is what the notice on sign-out saves: without one, another server trusts what it read.
      const { sessionCookie } = await createAccount(a.app, 'by.hand@example.test', PASSWORD, PASSWORD, browser());
      const cookie = sessionCookie!;
      const memberId = (await memberIdOf(a.app, cookie))!;
      expect((await personRead(b.app, memberId, { cookie })).statusCode).toBe(200);
      await testDb.database.query('update web_sessions set revoked_at = now() where person_id = $1', [memberId]);
      expect((await personRead(b.app, memberId, { cookie })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 100));
      expect((await personRead(b.app, memberId, { cookie })).statusCode).toBe(401);
    });
  });

  describe('when the connection that hears the endings drops', () => {
    const listeners = async () =>
      (
        await testDb.database.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
        )
      ).rows.map((row) => row.pid);

    it('a server stops trusting sessions from memory, and hears the endings again once it is back', async () => {
      const { sessionCookie } = await createAccount(a.app, 'dropped@example.test', PASSWORD, PASSWORD, browser());
      const cookie = sessionCookie!;
      const memberId = (await memberIdOf(a.app, cookie))!;
      expect((await personRead(b.app, memberId, { cookie })).statusCode).toBe(200);
      const before = await listeners();
      expect(before).toHaveLength(2);

      const told = listeningOfB.length;
      await testDb.database.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
      await testDb.database.query('update web_sessions set revoked_at = now() where person_id = $1', [memberId]);
      await expect.poll(async () => (await personRead(b.app, memberId, { cookie })).statusCode, HEARD).toBe(401);
      // B emptied its memory when it lost the connection, not only once it was back (at least 500 ms later).
      expect(listeningOfB.slice(told)).toEqual([false]);

      await expect
        .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, {
          timeout: 5_000,
          interval: 100,
        })
        .toBe(2);
      const jar = browser();
      const again = (await createAccount(a.app, 'dropped.again@example.test', PASSWORD, PASSWORD, jar)).sessionCookie!;
      const againId = (await memberIdOf(a.app, again))!;
      await expect.poll(() => listeningOfB.slice(told)).toEqual([false, true]);
      const trusted = performance.now();
      expect((await personRead(b.app, againId, { cookie: again })).statusCode).toBe(200);
      await send(a.app, jar, 'POST', '/auth/logout', {});
      await expect.poll(async () => (await personRead(b.app, againId, { cookie: again })).statusCode, HEARD).toBe(401);
      expect(performance.now() - trusted).toBeLessThan(SESSION_CACHE_MS);
    });
  });

  describe('the identity provider', () => {
    it('publishes the same signing keys on both servers', async () => {
      const [onA, onB] = await Promise.all([a.app.inject('/oidc/jwks'), b.app.inject('/oidc/jwks')]);
      expect(onA.statusCode).toBe(200);
      expect(onA.json().keys.length).toBeGreaterThan(0);
      expect(onB.json()).toEqual(onA.json());
    });

    it("an access token issued by one server is accepted by the other's API", async () => {
      const email = 'api.tool@example.test';
      await createAccount(a.app, email, PASSWORD, PASSWORD, browser());
      const jar = browser();
      const verifier = randomBytes(32).toString('base64url');
      const authorize = new URLSearchParams({
        client_id: 'member-tool',
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: TOOL_CALLBACK,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'state-1234567',
      });
      // The authorisation starts on B, the password is posted to A, the code is redeemed at B.
      const { res: page } = await follow(b.app, jar, await send(b.app, jar, 'GET', `/oidc/auth?${authorize}`));
      expect(page.body).toContain('<h1>Sign in</h1>');
      const { leftTo } = await follow(
        b.app,
        jar,
        await send(a.app, jar, 'POST', formAction(page.body), { email, password: PASSWORD }),
      );
      expect(leftTo?.startsWith(TOOL_CALLBACK)).toBe(true);
      const token = await b.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(TEST_ORIGIN).host },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code: new URL(leftTo!).searchParams.get('code') ?? '',
          redirect_uri: TOOL_CALLBACK,
          code_verifier: verifier,
          client_id: 'member-tool',
          client_secret: 'member-tool-secret-0123456789',
        }).toString(),
      });
      expect(token.statusCode).toBe(200);
      const authorization = `Bearer ${token.json().access_token as string}`;
      const memberId = Number(
        String(JSON.parse(Buffer.from(token.json().access_token.split('.')[1], 'base64url').toString()).sub).split(
          '|',
        )[1],
      );
      expect((await personRead(a.app, memberId, { authorization })).json().email).toBe(email);
      expect((await personRead(b.app, memberId, { authorization })).json().email).toBe(email);
    });
  });

  describe('limits', () => {
    it('counts failed sign-ins across the servers: five split between them, and the next is refused on both', async () => {
      const email = 'guessed@example.test';
      await createAccount(a.app, email, PASSWORD, PASSWORD, browser());
      const attacker = () => ({ jar: new CookieJar({ remoteAddress: '203.0.113.77' }) });
      for (const server of [a, a, a, b, b]) {
        expect((await signIn(server.app, email, 'Wrong-guess-12', attacker())).res.statusCode).toBe(401);
      }
      expect((await signIn(a.app, email, PASSWORD, attacker())).res.statusCode).toBe(429);
      expect((await signIn(b.app, email, PASSWORD, attacker())).res.statusCode).toBe(429);
    });

    it('counts the general request limit per server, each server guarding its own capacity', async () => {
      const from = { remoteAddress: '198.51.100.40' };
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        expect((await a.app.inject({ url: '/api/config', ...from })).statusCode).toBe(200);
      }
      expect((await a.app.inject({ url: '/api/config', ...from })).statusCode).toBe(429);
      expect((await b.app.inject({ url: '/api/config', ...from })).statusCode).toBe(200);
    });
  });

  describe('a new database', () => {
    it('is migrated by servers starting together: one applies the migrations, the others wait and find them done', async () => {
      const name = `mywru_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const servers = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })),
      );
      try {
        await Promise.all(servers.map((server) => server.migrate()));
        const applied = await servers[0]!.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
        expect(Number(applied.rows[0]!.count)).toBe(migrationCount());
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  });

  describe('the outbox', () => {
    it('is delivered by both servers at once, each e-mail sent once', async () => {
      const smtp = await smtpServer();
      const mailerOf = (app: FastifyInstance) =>
        createMailer({
          db: app.db,
          smtpUrl: smtp.url,
          from: 'MyWRU <no-reply@mywru.example>',
          publicUrl: TEST_ORIGIN,
          logger: pino({ level: 'silent' }),
        });
      const [onA, onB] = [mailerOf(a.app), mailerOf(b.app)];
      try {
        const subjects = Array.from({ length: 12 }, (_, i) => `Outbox ${i + 1}`);
        const rows = await a.app.db
          .insert(outbox)
          .values(subjects.map((subject) => ({ to: 'someone@example.test', subject, text: subject })))
          .returning({ id: outbox.id });
        const [sentByA, sentByB] = await Promise.all([onA.deliverPending(), onB.deliverPending()]);
        // Every pending e-mail went (earlier tests queued some too), and none twice.
        expect(sentByA + sentByB).toBe(smtp.subjects.length);
        expect(new Set(smtp.subjects).size).toBe(smtp.subjects.length);
        expect(smtp.subjects.filter((subject) => subject.startsWith('Outbox ')).toSorted()).toEqual(
          subjects.toSorted(),
        );
        const left = await a.app.db
          .select({ sentAt: outbox.sentAt })
          .from(outbox)
          .where(
            inArray(
              outbox.id,
              rows.map((row) => row.id),
            ),
          );
        expect(left.every((row) => row.sentAt !== null)).toBe(true);
      } finally {
        await Promise.all([onA.stop(), onB.stop()]);
        await smtp.close();
      }
    });
  });

  describe('scheduled jobs', () => {
    const jobsOf = async (name: string) =>
      (await testDb.database.query<{ state: string }>('select state from pgboss.job where name = $1', [name])).rows.map(
        (row) => row.state,
      );

    it('both servers queue the start-up run of the DBS reminders, and it is created and worked once', async () => {
      await expect
        .poll(() => jobsOf(DBS_EXPIRY_REMINDERS_QUEUE), { timeout: 15_000, interval: 250 })
        .toEqual(['completed']);
      const schedules = await testDb.database.query('select name from pgboss.schedule where name = $1', [
        DBS_EXPIRY_REMINDERS_QUEUE,
      ]);
      expect(schedules.rows).toHaveLength(1);
    });

    it('the daily run, sent by each server as the cron sends it (a singleton per minute), is one job', async () => {
      const queue = 'several-servers-probe';
      await a.app.jobs!.createQueue(queue);
      const cronLike = { singletonKey: queue, singletonSeconds: 60 };
      const ids = await Promise.all([a.app.jobs!.send(queue, {}, cronLike), b.app.jobs!.send(queue, {}, cronLike)]);
      expect(ids.filter(Boolean)).toHaveLength(1);
      expect(await jobsOf(queue)).toEqual(['created']);
    });
  });
});
