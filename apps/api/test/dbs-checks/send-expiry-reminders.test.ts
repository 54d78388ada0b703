/**
 * The scheduled DBS expiry reminders: with a fixed clock, a holder is e-mailed 90 and 30 days
 * before the check expires, once each however often the job runs; a child's reminder goes to the
 * guardian; a check replaced by a newer one, or a person flagged invalid, gets none; a missed run
 * catches up with one e-mail. The job itself is scheduled on pg-boss in the same database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, dbsExpiryReminders, dbsRecords, outbox } from '../../src/db/schema';
import { dbsExpiryRemindersContext } from '../../src/features/dbs-checks/job';
import { sendDbsExpiryReminders } from '../../src/features/dbs-checks/send-expiry-reminders';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addPerson } from '../registrations/fixtures';

let t: TestApp;
let db: Db;
let now = new Date('2027-01-01T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { PUBLIC_URL: 'https://portal.example' } });
  db = t.app.db;
});

afterAll(async () => {
  await t.close();
});

const run = () => sendDbsExpiryReminders(dbsExpiryRemindersContext(t.app));
const mailsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to));

async function holderWithCheck(expiry: string, values: Partial<Parameters<typeof addPerson>[1]> = {}) {
  const person = await addPerson(db, { dob: '1980-04-02', sexId: 1, ...values });
  const [record] = await db
    .insert(dbsRecords)
    .values({ personId: person.id, certificateNumber: '001234567890', issued: '2026-09-01', expiry })
    .returning();
  if (!record) throw new Error('dbs insert');
  return { person, record };
}

describe('DBS expiry reminders', () => {
  it('e-mails the holder 90 days before and 30 days before, once each', async () => {
    const { person, record } = await holderWithCheck('2027-05-31');
    const email = person.email ?? '';

    now = new Date('2027-02-28T08:00:00Z'); // 92 days before: nothing yet
    await run();
    expect(await mailsTo(email)).toHaveLength(0);

    now = new Date('2027-03-02T07:00:00Z'); // 90 days before
    await run();
    await run();
    const first = await mailsTo(email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Your DBS check expires on 31 May 2027');
    expect(first[0]?.text).toContain('in 90 days');
    expect(first[0]?.text).toContain('https://portal.example/participation/dbs');
    expect(first[0]?.text).not.toContain('001234567890');

    now = new Date('2027-03-03T07:00:00Z');
    await run();
    expect(await mailsTo(email)).toHaveLength(1);

    now = new Date('2027-05-01T07:00:00Z'); // 30 days before
    await run();
    await run();
    const both = await mailsTo(email);
    expect(both).toHaveLength(2);
    expect(both.map((mail) => mail.text).filter((text) => text.includes('in 30 days'))).toHaveLength(1);

    const claimed = await db.select().from(dbsExpiryReminders).where(eq(dbsExpiryReminders.dbsRecordId, record.id));
    expect(claimed.map((row) => row.daysBefore).sort()).toEqual([30, 90]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dbs_expiry_reminder_sent'), eq(auditLog.personId, person.id)));
    expect(audited).toHaveLength(2);
    expect(audited[0]?.actorPersonId).toBeNull();
  });

  it("sends a child's reminder to the guardian", async () => {
    const guardian = await addPerson(db, { dob: '1979-06-01', sexId: 2, firstName: 'Gwen' });
    const { person } = await holderWithCheck('2027-08-31', {
      dob: '2010-01-01',
      parentId: guardian.id,
      firstName: 'Dylan',
      lastName: 'Reminder',
    });
    expect(person.email).toBeNull();
    now = new Date('2027-06-02T07:00:00Z'); // 90 days before 31 August
    await run();
    const mails = await mailsTo(guardian.email ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Dylan Reminder's DBS check expires on 31 August 2027");
    expect(mails[0]?.text).toMatch(/^Dear Gwen,/);
  });

  it('catches up a missed run with one e-mail for the nearest reminder, and not again', async () => {
    const { person, record } = await holderWithCheck('2027-09-30');
    now = new Date('2027-09-10T07:00:00Z'); // 20 days before: both reminders owed
    await run();
    await run();
    const mails = await mailsTo(person.email ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('in 20 days');
    const claimed = await db.select().from(dbsExpiryReminders).where(eq(dbsExpiryReminders.dbsRecordId, record.id));
    expect(claimed).toHaveLength(2);
  });

  it('sends nothing for a check replaced by a newer one, for a person flagged invalid, or after expiry', async () => {
    const renewed = await holderWithCheck('2027-11-30');
    await db.insert(dbsRecords).values({
      personId: renewed.person.id,
      certificateNumber: '009999999999',
      issued: '2027-09-01',
      expiry: '2028-05-31',
    });
    const invalid = await holderWithCheck('2027-11-30', { hasInvalidDbs: true });
    const expired = await holderWithCheck('2027-09-01');
    now = new Date('2027-09-02T07:00:00Z'); // 89 days before 30 November; a day after the third expired
    await run();
    expect(await mailsTo(renewed.person.email ?? '')).toHaveLength(0);
    expect(await mailsTo(invalid.person.email ?? '')).toHaveLength(0);
    expect(await mailsTo(expired.person.email ?? '')).toHaveLength(0);
  });

  it('sends once when two runs overlap', async () => {
    const { person } = await holderWithCheck('2028-03-31');
    now = new Date('2028-03-01T07:00:00Z');
    await Promise.all([run(), run(), run()]);
    expect(await mailsTo(person.email ?? '')).toHaveLength(1);
  });
});

describe('the scheduled job', () => {
  it('is scheduled daily on pg-boss in the same database and runs at start-up', async () => {
    const scheduled = await buildTestApp({ env: { SCHEDULED_JOBS: 'true' }, testDb: t.testDb, clock: () => now });
    try {
      const { person } = await holderWithCheck('2028-08-31');
      now = new Date('2028-06-02T07:00:00Z');
      const schedules = await t.testDb.database.query<{ name: string; cron: string; options: { tz?: string } }>(
        'select name, cron, options from pgboss.schedule',
      );
      expect(schedules.rows).toContainEqual(
        expect.objectContaining({ name: 'dbs-expiry-reminders', cron: '0 7 * * *' }),
      );
      await scheduled.app.jobs?.send('dbs-expiry-reminders', {});
      await expect
        .poll(async () => (await mailsTo(person.email ?? '')).length, { timeout: 20_000, interval: 250 })
        .toBe(1);
    } finally {
      await scheduled.close();
    }
  });
});
