import { isoDay, UNION_ORGANISATION_MESSAGES, type UnionOrganisationDetails } from '@mywru/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentOrganisation } from './present';
import { lockAppointment, setAppointmentEnd } from './queries';
import { hasEndedBefore } from '../../domain/role/queries';

/** The day before: an appointment ended today was last held yesterday, so it stops at once. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return isoDay(date);
}

/**
 * POST /union/organisations/{id}/office-holders/{appointmentId}/end: ends an office or volunteer
 * role in the organisation now (its last day becomes yesterday, so the person loses what the role
 * gave them today). 409 when it has already ended. Audited in the same transaction.
 */
export async function endOrganisationRole(options: {
  db: Db;
  actor: Actor;
  input: { organisationId: number; appointmentId: number };
  now: Date;
  requestId: string;
}): Promise<UnionOrganisationDetails> {
  const { db, actor, input, now } = options;
  await requireUnionArea(db, actor, 'organisations');
  const today = isoDay(now);
  return db.transaction(async (tx) => {
    const appointment = await lockAppointment(tx, input.organisationId, input.appointmentId);
    if (!appointment) throw AppError.notFound('The appointment was not found');
    if (hasEndedBefore(appointment, today)) throw AppError.conflict(UNION_ORGANISATION_MESSAGES.alreadyEnded);
    const until = dayBefore(today);
    await setAppointmentEnd(tx, appointment.id, until);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'organisation-role.ended',
      subjectType: 'person_organisation_role',
      subjectId: appointment.id,
      personId: appointment.personId,
      organisationId: input.organisationId,
      requestId: options.requestId,
      details: {
        roleId: appointment.roleId,
        role: appointment.roleValue,
        teamChildId: appointment.teamChildId,
        activeFrom: appointment.activeFrom,
        activeTo: until,
      },
    });
    return presentOrganisation(tx, input.organisationId, now);
  });
}
