/**
 * The session check is served from memory for SESSION_CACHE_MS after it was last read
 * (lib/session-store): a sign-out and the end of a person's sign-ins take effect on the next
 * request; a revocation no server announced (SQL by hand) within the bound. Other servers hearing
 * the announcements are proven in ../several-servers (decision 032).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { persons, webSessions } from '../../src/db/schema';
import { endSignIns } from '../../src/domain/account/sign-in-sessions';
import { createSessionStore, SESSION_CACHE_MS, type SessionStore } from '../../src/lib/session-store';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const NOW = new Date('2026-03-01T10:00:00Z');

let testDb: TestDatabase;
let store: SessionStore;
let personId: number;
/** The monotonic clock the cache reads, moved by hand. */
let monotonic = 1_000_000;

beforeAll(async () => {
  testDb = await openTestDatabase({ seedLookups: false });
  store = createSessionStore(testDb.database.db, 60, () => NOW);
  const [person] = await testDb.database.db.insert(persons).values({ firstName: 'Sesiwn' }).returning();
  personId = person!.id;
  vi.spyOn(performance, 'now').mockImplementation(() => monotonic);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await testDb?.drop();
});

afterEach(() => {
  monotonic += 60_000;
});

const newSession = () => store.create({ personId, sub: `mywru|${personId}`, name: null, email: null, idToken: null });

/** Revokes every session of the person in SQL, as another server (or an administrator) would. */
const revokeElsewhere = () =>
  testDb.database.db.update(webSessions).set({ revokedAt: NOW }).where(eq(webSessions.personId, personId));

describe('the session cache', () => {
  it('answers a session revoked elsewhere until SESSION_CACHE_MS has passed since it was checked, then no longer', async () => {
    const id = await newSession();
    expect(await store.touch(id)).toMatchObject({ personId });
    await revokeElsewhere();
    monotonic += SESSION_CACHE_MS - 1;
    expect(await store.touch(id)).toMatchObject({ personId });
    monotonic += 1;
    expect(await store.touch(id)).toBeNull();
  });

  it('refuses a session signed out on this server at once', async () => {
    const id = await newSession();
    expect(await store.touch(id)).toMatchObject({ personId });
    await store.revoke(id);
    expect(await store.touch(id)).toBeNull();
  });

  it("refuses the person's sessions at once when their sign-ins are ended (a password reset, a new sign-in e-mail)", async () => {
    const id = await newSession();
    expect(await store.touch(id)).toMatchObject({ personId });
    await endSignIns(testDb.database.db, personId, NOW);
    expect(await store.touch(id)).toBeNull();
  });
});
