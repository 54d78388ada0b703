/**
 * Migration 0004 finds the dates stored before the field bounds existed that the API now refuses,
 * and reports each in the audit log (action 'stored-date.out-of-bounds'), where the union's
 * Administrator reads it; sensible dates are not reported and nothing is changed.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { dbsRecords, persons, qualifications } from '../../src/db/schema';
import { addPerson } from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';

let office: BackOffice;
let db: Db;

const MIGRATION = new URL('../../src/db/migrations/0004_report_out_of_bounds_dates.sql', import.meta.url);

/** Runs the migration's statements again, over the rows the test stored (the app ran it on an empty database). */
async function runMigration() {
  const text = await readFile(MIGRATION, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

beforeAll(async () => {
  office = await openBackOffice();
  db = office.db;
});

afterAll(async () => {
  await office.t.close();
});

describe('migration 0004: stored dates out of bounds', () => {
  it('writes one audit row per impossible date, seen in the union audit log, and changes nothing', async () => {
    const holder = await addPerson(db, { dob: '1985-01-01', sexId: 1 });
    const unborn = await addPerson(db, { dob: '9999-01-01', sexId: 2 });
    const [farDbs] = await db
      .insert(dbsRecords)
      .values({ personId: holder.id, certificateNumber: '009999999999', issued: '9999-12-31', expiry: '10001-05-31' })
      .returning();
    const [sensibleDbs] = await db
      .insert(dbsRecords)
      .values({ personId: holder.id, certificateNumber: '001111111111', issued: '2025-09-01', expiry: '2026-05-31' })
      .returning();
    const [farQualification] = await db
      .insert(qualifications)
      .values({ personId: holder.id, value: 'Far-future award', validFrom: '9999-12-31' })
      .returning();
    await db
      .insert(qualifications)
      .values({ personId: holder.id, value: 'Level 1', validFrom: '2024-09-01', expiry: '2027-09-01' });

    await runMigration();

    const res = await office.get(office.as.admin, '/api/union/audit-log?action=stored-date.out-of-bounds');
    expect(res.statusCode).toBe(200);
    const reported = (
      res.json().entries as { subjectType: string; subjectId: string; details: { field: string; value: string } }[]
    )
      .map((entry) => `${entry.subjectType} ${entry.subjectId} ${entry.details.field} ${entry.details.value}`)
      .sort();
    expect(reported).toEqual(
      [
        `dbs_record ${farDbs!.id} issued 9999-12-31`,
        `dbs_record ${farDbs!.id} expiry 10001-05-31`,
        `qualification ${farQualification!.id} validFrom 9999-12-31`,
        `person ${unborn.id} dob 9999-01-01`,
      ].sort(),
    );
    expect(reported.join()).not.toContain(`dbs_record ${sensibleDbs!.id} `);
    const [kept] = await db.select().from(dbsRecords).where(eq(dbsRecords.id, farDbs!.id));
    expect(kept).toMatchObject({ issued: '9999-12-31', expiry: '10001-05-31' });
    const [person] = await db.select().from(persons).where(eq(persons.id, unborn.id));
    expect(person?.dob).toBe('9999-01-01');
  });
});
