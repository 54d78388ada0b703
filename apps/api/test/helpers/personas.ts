/** The personas of the union back-office tests: demo accounts plus people given one union role. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { unionRoles } from '../../src/db/schema';
import { sessionCookieFor } from '../helpers/app';
import { addPerson, personIdByEmail } from '../registrations/fixtures';

export interface Personas {
  admin: string;
  adminId: number;
  /** An organisation official (Club Secretary of club A), no union role. */
  secretary: string;
  /** A member with a playing role, no union role. */
  player: string;
  registrationsOfficer: string;
  safeguardingOfficer: string;
  /** Had the Union Administrator role; it ended. */
  formerAdministrator: string;
}

async function withUnionRole(app: FastifyInstance, db: Db, role: string, ended = false): Promise<string> {
  const person = await addPerson(db, { dob: '1980-01-01', sexId: 1 });
  await db.insert(unionRoles).values({ personId: person.id, role, ...(ended ? { endedAt: new Date('2025-01-01T00:00:00Z') } : {}) });
  return sessionCookieFor(app, person.id);
}

export async function personas(app: FastifyInstance, db: Db): Promise<Personas> {
  const adminId = await personIdByEmail(db, 'admin@demo.test');
  return {
    admin: await sessionCookieFor(app, adminId),
    adminId,
    secretary: await sessionCookieFor(app, await personIdByEmail(db, 'secretary@demo.test')),
    player: await sessionCookieFor(app, await personIdByEmail(db, 'player@demo.test')),
    registrationsOfficer: await withUnionRole(app, db, 'registrations_officer'),
    safeguardingOfficer: await withUnionRole(app, db, 'safeguarding_officer'),
    formerAdministrator: await withUnionRole(app, db, 'union_administrator', true),
  };
}
