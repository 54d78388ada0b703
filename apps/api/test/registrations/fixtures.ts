/** Shared set-up of the registration and participation tests: the demo union plus lookups by name. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { auditLog, organisations, outbox, persons, playerApplications, teamChildren, teamParents, volunteerRegistrations } from '../../src/db/schema';

/** The fixed date of these tests: season 2025-2026 is open for registration. */
export const NOW = new Date('2025-10-01T10:00:00Z');

export const ALL_PLAYER_CONSENTS = {
  wruAndWorldRugbyPolicies: true,
  antiDopingPolicy: true,
  riskOfInjuryPolicy: true,
  paymentPolicy: true,
  deregistrationPolicy: true,
  privacyPolicy: true,
};

export const ALL_VOLUNTEER_CONSENTS = {
  wruAndWorldRugbyPolicies: true,
  antiDopingPolicy: true,
  deregistrationPolicy: true,
  privacyPolicy: true,
};

export async function personIdByEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.email, email));
  if (!row) throw new Error(`no person ${email}`);
  return row.id;
}

export async function personIdByName(db: Db, firstName: string, lastName: string): Promise<number> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.firstName, firstName), eq(persons.lastName, lastName)));
  if (!row) throw new Error(`no person ${firstName} ${lastName}`);
  return row.id;
}

export async function organisationId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name));
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
}

export async function teamParentId(db: Db, organisationName: string, teamName: string): Promise<number> {
  const [row] = await db
    .select({ id: teamParents.id })
    .from(teamParents)
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .where(and(eq(organisations.name, organisationName), eq(teamParents.name, teamName)));
  if (!row) throw new Error(`no team ${teamName} in ${organisationName}`);
  return row.id;
}

export async function firstTeamChildId(db: Db, parentId: number): Promise<number> {
  const [row] = await db.select({ id: teamChildren.id }).from(teamChildren).where(eq(teamChildren.teamParentId, parentId)).orderBy(teamChildren.id).limit(1);
  if (!row) throw new Error(`no team child of ${parentId}`);
  return row.id;
}

let serial = 0;
/** A new person of our own, so each test controls its facts. */
export async function addPerson(
  db: Db,
  values: Partial<typeof persons.$inferInsert> & { dob: string; sexId: number },
): Promise<typeof persons.$inferSelect> {
  serial += 1;
  const [row] = await db
    .insert(persons)
    .values({
      firstName: values.firstName ?? 'Test',
      lastName: values.lastName ?? `Person${serial}`,
      email: values.parentId ? null : `test.person${serial}.${Date.now()}@example.test`,
      nationalityIds: [2],
      ...values,
    })
    .returning();
  if (!row) throw new Error('person insert');
  return row;
}

export async function counts(db: Db) {
  const [apps] = await db.select({ n: sql<number>`count(*)::int` }).from(playerApplications);
  const [vols] = await db.select({ n: sql<number>`count(*)::int` }).from(volunteerRegistrations);
  const [mails] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  const [audits] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return { applications: apps?.n ?? 0, volunteers: vols?.n ?? 0, mails: mails?.n ?? 0, audits: audits?.n ?? 0 };
}
