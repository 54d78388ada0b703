/**
 * The audit log in the union's back office: filters (person, organisation, actor, action, inclusive
 * days in Europe/London), newest first, keyset pages with names resolved, and the CSV export with
 * the same filters (headers, RFC 4180 quoting, no spreadsheet formulas), which is itself audited.
 * Only the Union Administrator reaches it.
 */
import { AUDIT_LOG_CSV_HEADERS, AUDIT_LOG_PAGE_SIZE, encodeAuditCursor } from '@mywru/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, persons } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addPerson, NOW, organisationId } from '../registrations/fixtures';
import { personas, type Personas } from '../helpers/personas';

let t: TestApp;
let db: Db;
let as: Personas;
let subject: { id: number };
let other: { id: number };
let clubId: number;
/** A marker action only this file's rows carry, so demo and other rows never disturb the counts. */
const ACTION = 'test-audit.marker';

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW, demoData: true });
  db = t.app.db;
  as = await personas(t.app, db);
  subject = await addPerson(db, { dob: '1970-03-03', sexId: 1, firstName: 'Audit', lastName: 'Subject' });
  other = await addPerson(db, { dob: '1971-03-03', sexId: 1, firstName: '=Formula', lastName: 'Person, "Quoted"' });
  clubId = await organisationId(db, 'Pontmawr RFC');
  await db.insert(auditLog).values([
    // 2026-06-30 23:30 UTC is 1 July 00:30 in London (BST).
    {
      at: new Date('2026-06-30T23:30:00Z'),
      actorPersonId: as.adminId,
      action: ACTION,
      subjectType: 'person',
      subjectId: String(subject.id),
      personId: subject.id,
      organisationId: clubId,
      details: { n: 1 },
    },
    {
      at: new Date('2026-06-30T22:30:00Z'),
      actorPersonId: other.id,
      action: ACTION,
      subjectType: 'person',
      subjectId: String(subject.id),
      personId: subject.id,
      details: { n: 2 },
    },
    {
      at: new Date('2026-07-01T22:59:59Z'),
      actorPersonId: as.adminId,
      action: ACTION,
      subjectType: 'person',
      subjectId: String(other.id),
      personId: other.id,
      details: { note: '@SUM(1)', n: 3 },
    },
    {
      at: new Date('2026-07-01T23:00:00Z'),
      actorPersonId: as.adminId,
      action: `${ACTION}.other`,
      subjectType: 'organisation',
      subjectId: String(clubId),
      organisationId: clubId,
      details: { n: 4 },
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

function get(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

type Entry = {
  id: number;
  at: string;
  action: string;
  actor: { id: number; name: string | null } | null;
  person: { id: number; name: string | null } | null;
  organisation: { id: number; name: string | null } | null;
  details: { n?: number } | null;
};

async function entries(query: string): Promise<Entry[]> {
  const res = await get(as.admin, `/api/union/audit-log?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().entries as Entry[];
}

const ns = (list: Entry[]) => list.map((entry) => entry.details?.n);

describe('who reaches the audit log', () => {
  it.each([
    ['an organisation official', 'secretary'],
    ['a member', 'player'],
    ['a Safeguarding Officer', 'safeguardingOfficer'],
    ['a Registrations Officer', 'registrationsOfficer'],
  ] as const)('refuses %s with a permission 403, and writes no export row', async (_who, persona) => {
    const before = await db.select().from(auditLog).where(eq(auditLog.action, 'audit-log.exported'));
    for (const url of ['/api/union/audit-log', '/api/union/audit-log/export.csv']) {
      const res = await get(as[persona], url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'back_office.permission.audit_log' });
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'audit-log.exported'))).toHaveLength(
      before.length,
    );
  });
});

describe('filters', () => {
  it('by action, newest first, with names resolved', async () => {
    const list = await entries(`action=${ACTION}`);
    expect(ns(list)).toEqual([3, 1, 2]);
    expect(list[1]).toMatchObject({
      actor: { id: as.adminId, name: expect.any(String) },
      person: { id: subject.id, name: 'Audit Subject' },
      organisation: { id: clubId, name: 'Pontmawr RFC' },
      at: '2026-06-30T23:30:00.000Z',
    });
    expect(list[2]?.organisation).toBeNull();
  });

  it('by person, by actor and by organisation', async () => {
    expect(ns(await entries(`action=${ACTION}&personId=${subject.id}`))).toEqual([1, 2]);
    expect(ns(await entries(`personId=${other.id}`))).toEqual([3]);
    expect(ns(await entries(`actorId=${other.id}`))).toEqual([2]);
    expect(ns((await entries(`organisationId=${clubId}`)).filter((entry) => entry.action.startsWith(ACTION)))).toEqual([
      4, 1,
    ]);
  });

  it('by inclusive days in Europe/London', async () => {
    // 1 July in London runs from 30 June 23:00 UTC to 1 July 23:00 UTC.
    expect(ns(await entries(`action=${ACTION}&from=2026-07-01&to=2026-07-01`))).toEqual([3, 1]);
    expect(ns(await entries(`action=${ACTION}&to=2026-06-30`))).toEqual([2]);
    expect(ns(await entries(`action=${ACTION}.other&from=2026-07-02`))).toEqual([4]);
    expect(ns(await entries(`action=${ACTION}.other&to=2026-07-01`))).toEqual([]);
  });

  it('refuses an end day before the start day and a bad page marker (400)', async () => {
    const range = await get(as.admin, '/api/union/audit-log?from=2026-07-02&to=2026-07-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors.to).toEqual(['The end date must be on or after the start date']);
    const cursor = await get(as.admin, '/api/union/audit-log?cursor=nonsense');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ reason: 'audit_log.bad_cursor' });
    expect((await get(as.admin, '/api/union/audit-log?personId=abc')).statusCode).toBe(400);
  });
});

describe('pages', () => {
  it('walks every row once, newest first, by cursor, even with rows sharing one instant', async () => {
    const at = new Date('2026-08-01T12:00:00Z');
    const rows = Array.from({ length: AUDIT_LOG_PAGE_SIZE + 7 }, (_, i) => ({
      at: i % 2 === 0 ? at : new Date(at.getTime() - i * 1000),
      actorPersonId: as.adminId,
      action: 'test-audit.paging',
      subjectType: 'test',
      subjectId: String(i),
    }));
    await db.insert(auditLog).values(rows);
    const first = await get(as.admin, '/api/union/audit-log?action=test-audit.paging');
    const page1 = first.json() as { entries: Entry[]; nextCursor: string | null };
    expect(page1.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(page1.nextCursor).not.toBeNull();
    const second = await get(
      as.admin,
      `/api/union/audit-log?action=test-audit.paging&cursor=${encodeURIComponent(page1.nextCursor!)}`,
    );
    const page2 = second.json() as { entries: Entry[]; nextCursor: string | null };
    expect(page2.entries).toHaveLength(7);
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.entries, ...page2.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(rows.length);
    const keys = all.map((entry) => [Date.parse(entry.at), entry.id] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [prevAt, prevId] = keys[i - 1]!;
      const [curAt, curId] = keys[i]!;
      expect(prevAt > curAt || (prevAt === curAt && prevId > curId)).toBe(true);
    }
  });

  it('keeps rows recorded within the same millisecond apart (the cursor holds microseconds)', async () => {
    // Three rows within one millisecond: a cursor in milliseconds would skip or repeat one.
    await db.execute(
      sql`insert into audit_log (at, action, subject_type, subject_id) values
        ('2026-09-01T10:00:00.000100Z', 'test-audit.micro', 'test', 'a'),
        ('2026-09-01T10:00:00.000400Z', 'test-audit.micro', 'test', 'b'),
        ('2026-09-01T10:00:00.000700Z', 'test-audit.micro', 'test', 'c')`,
    );
    const [newest] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test-audit.micro'), eq(auditLog.subjectId, 'c')));
    const [next] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test-audit.micro'), eq(auditLog.subjectId, 'b')));
    // The cursor after the newest row, as the API writes it, must answer the other two.
    const cursor = encodeAuditCursor({ at: '2026-09-01T10:00:00.000700Z', id: newest!.id });
    const res = await get(
      as.admin,
      `/api/union/audit-log?action=test-audit.micro&cursor=${encodeURIComponent(cursor)}`,
    );
    expect((res.json().entries as { id: number }[]).map((entry) => entry.id)).toEqual([next!.id, expect.any(Number)]);
  });
});

describe('CSV export', () => {
  it('answers the filtered rows as a CSV download, quoted, formula-safe, and audits the export', async () => {
    const res = await get(as.admin, `/api/union/audit-log/export.csv?action=${ACTION}&from=2026-07-01&to=2026-07-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="audit-log-${NOW.toISOString().slice(0, 10)}.csv"`,
    );
    const body = res.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(AUDIT_LOG_CSV_HEADERS.join(','));
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    expect(lines[3]).toBe('');
    // Newest first: row 3, about the person whose name starts with '=' and holds a comma and quotes.
    const [admin] = await db.select().from(persons).where(eq(persons.id, as.adminId));
    expect(lines[1]).toBe(
      `2026-07-01T22:59:59.000Z,${ACTION},person,${other.id},${as.adminId},${admin!.firstName} ${admin!.lastName},` +
        `${other.id},"'=Formula Person, ""Quoted""",,,,"{""n"":3,""note"":""@SUM(1)""}"`,
    );
    expect(lines[2]).toContain(`,${subject.id},Audit Subject,${clubId},Pontmawr RFC,`);

    const exported = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit-log.exported'), eq(auditLog.actorPersonId, as.adminId)));
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      subjectType: 'audit-log',
      details: { filters: { action: ACTION, from: '2026-07-01', to: '2026-07-01' } },
    });
  });

  it('exports every matching row across batches, and a second export lists the first', async () => {
    const rows = Array.from({ length: 1205 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 9, 1, 0, 0, i)),
      actorPersonId: as.adminId,
      action: 'test-audit.bulk',
      subjectType: 'test',
      subjectId: `=${i}`,
    }));
    await db.insert(auditLog).values(rows);
    const res = await get(as.admin, '/api/union/audit-log/export.csv?action=test-audit.bulk');
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1206);
    expect(lines[1]).toMatch(/^2026-10-01T00:20:04\.000Z,test-audit\.bulk,test,'=1204,/);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[3])).size).toBe(1205);

    const exports = await get(as.admin, '/api/union/audit-log/export.csv?action=audit-log.exported');
    const exportLines = exports.body.slice(1).split('\r\n').filter(Boolean);
    // Every earlier export is listed; this one is not, as it covers only what came before it.
    expect(exportLines).toHaveLength(3);
  });
});
