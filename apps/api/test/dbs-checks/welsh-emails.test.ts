/**
 * The DBS expiry reminder in the reader's language (docs/decisions/034): a holder whose record says
 * Welsh is reminded in Welsh, with the date in Welsh; a holder who chose no language in English.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { dbsRecords, outbox, persons } from '../../src/db/schema';
import { dbsExpiryRemindersContext } from '../../src/features/dbs-checks/job';
import { sendDbsExpiryReminders } from '../../src/features/dbs-checks/send-expiry-reminders';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addPerson } from '../registrations/fixtures';

let t: TestApp;
let db: Db;
const now = new Date('2027-03-02T07:00:00Z'); // 90 days before 31 May 2027

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: 'https://portal.example' } });
  db = t.app.db;
});
afterAll(async () => {
  await t.close();
});

async function holder(language: string | null) {
  const person = await addPerson(db, { dob: '1980-04-02', sexId: 1 });
  await db.update(persons).set({ language }).where(eq(persons.id, person.id));
  await db.insert(dbsRecords).values({ personId: person.id, certificateNumber: '001234567890', issued: '2026-09-01', expiry: '2027-05-31' });
  return person;
}

describe('DBS expiry reminders in Welsh', () => {
  it('reminds a Welsh holder in Welsh and an English holder in English', async () => {
    const welshHolder = await holder('cy');
    const englishHolder = await holder(null);
    await sendDbsExpiryReminders(dbsExpiryRemindersContext(t.app));

    const [welsh] = await db.select().from(outbox).where(eq(outbox.to, welshHolder.email!));
    expect(welsh?.subject).toBe('Eich gwiriad DBS: yn dod i ben ar 31 Mai 2027');
    expect(welsh?.text).toContain('Daw eich gwiriad DBS i ben ar 31 Mai 2027, ymhen 90 diwrnod.');
    expect(welsh?.text).toContain('Agor MyWRU: https://portal.example/participation/dbs');

    const [english] = await db.select().from(outbox).where(eq(outbox.to, englishHolder.email!));
    expect(english?.subject).toBe('Your DBS check expires on 31 May 2027');
    expect(english?.text).toBe(
      `Dear ${englishHolder.firstName},\n\nYour DBS check expires on 31 May 2027, in 90 days. Volunteer roles that need a DBS check can only be held with a valid one, ` +
        "so please renew it before then: your club's safeguarding officer can start a new application.\n\n" +
        'You can see the DBS record under Participation in MyWRU.\n\nOpen MyWRU: https://portal.example/participation/dbs\n\nWelsh Rugby Union',
    );
  });
});
