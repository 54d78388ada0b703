/**
 * What follows any decision on a volunteer registration (the club's or the union's): the final
 * state recomputed from every required approval (`volunteerApplicationStatus`), the volunteer
 * role(s) created when it is finally approved, and the e-mail to the applicant (or guardian) when
 * the outcome is final. Call it in the transaction that recorded the decision.
 */
import { volunteerApplicationStatus, unionDay } from '@mywru/shared';
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personOrganisationRoles, teamChildren, volunteerRegistrations } from '../../db/schema';
import {
  registrationRecipient,
  volunteerRegistrationDecidedEmail,
  type RegistrationRole,
} from '../registration/emails';
import { findPerson } from '../person/queries';

export type VolunteerRegistrationRecord = typeof volunteerRegistrations.$inferSelect;

export interface VolunteerOutcome {
  /** null = still awaiting another approval, 1 = approved, 2 = rejected. */
  finalStatus: 1 | 2 | null;
  /** The roles created by a final approval. */
  roleIds: number[];
}

/**
 * Sets the final state when every required decision is in, and on final approval creates the role
 * in the organisation: one per chosen team (on its first variation), or one without a team.
 */
export async function settleVolunteerRegistration(
  tx: DbOrTx,
  registration: VolunteerRegistrationRecord,
  now: Date,
): Promise<VolunteerOutcome> {
  const finalStatus = volunteerApplicationStatus({
    requiresClubSecApproval: registration.requiresClubSecApproval,
    requiresWruApproval: registration.requiresUnionApproval,
    clubSecDecision: registration.clubSecDecision,
    wruDecision: registration.unionDecision,
  });
  if (finalStatus === null) return { finalStatus, roleIds: [] };
  await tx
    .update(volunteerRegistrations)
    .set({ applicationStatus: finalStatus })
    .where(eq(volunteerRegistrations.id, registration.id));
  if (finalStatus === 2) return { finalStatus, roleIds: [] };

  const children =
    registration.teamParentIds.length === 0
      ? []
      : await tx
          .select({ id: teamChildren.id, teamParentId: teamChildren.teamParentId })
          .from(teamChildren)
          .where(inArray(teamChildren.teamParentId, [...registration.teamParentIds]))
          .orderBy(asc(teamChildren.id));
  const teamChildIds = registration.teamParentIds
    .map((teamParentId) => children.find((child) => child.teamParentId === teamParentId)?.id)
    .filter((id): id is number => id !== undefined);
  const base = {
    personId: registration.personId,
    organisationId: registration.organisationId,
    roleId: registration.roleId,
    activeFrom: unionDay(now),
    createdAt: now,
  };
  const created = await tx
    .insert(personOrganisationRoles)
    .values(
      teamChildIds.length > 0
        ? teamChildIds.map((teamChildId) => ({ ...base, teamChildId }))
        : [{ ...base, teamChildId: null }],
    )
    .returning({ id: personOrganisationRoles.id });
  return { finalStatus, roleIds: created.map((role) => role.id) };
}

/** E-mails the applicant (or guardian) the final outcome; nothing while it is still awaiting. */
export async function emailVolunteerOutcome(
  tx: DbOrTx,
  mailer: Pick<FastifyInstance['mailer'], 'send'>,
  facts: {
    registration: VolunteerRegistrationRecord;
    finalStatus: 1 | 2 | null;
    role: RegistrationRole;
    organisationName: string | null;
  },
): Promise<void> {
  if (facts.finalStatus === null) return;
  const person = await findPerson(tx, facts.registration.personId);
  const recipient = person ? await registrationRecipient(tx, person) : null;
  if (!person || !recipient) return;
  await mailer.send(
    volunteerRegistrationDecidedEmail({
      recipient,
      person,
      role: facts.role,
      organisationName: facts.organisationName,
      season: facts.registration.season,
      approved: facts.finalStatus === 1,
    }),
    tx,
  );
}
