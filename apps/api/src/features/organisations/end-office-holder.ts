import { unionDay, shiftDay, type UnionOrganisationDetails } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit/audit';
import { requireUnionArea } from '../../domain/access/union-access';
import { presentOrganisation } from '../../domain/organisation/present';
import { lockAppointment, setAppointmentEnd } from '../../domain/organisation/queries';
import { hasEndedBefore } from '../../domain/role/queries';

/** The day before: an appointment ended today was last held yesterday, so it stops at once. */
function dayBefore(day: string): string {
  return shiftDay(day, { days: -1 });
}

/**
 * POST /union/organisations/{id}/office-holders/{appointmentId}/end: ends an office or volunteer
 * role in the organisation now (its last day becomes yesterday, so the person loses what the role
 * gave them today). 409 when it has already ended. Audited in the same transaction.
 */
export async function endOfficeHolder(
  context: UseCaseContext,
  input: { organisationId: number; appointmentId: number },
): Promise<UnionOrganisationDetails> {
  const { db, actor, now } = context;
  await requireUnionArea(db, actor, 'organisations');
  const today = unionDay(now);
  return db.transaction(async (tx) => {
    const appointment = await lockAppointment(tx, input.organisationId, input.appointmentId);
    if (!appointment) throw new AppError('organisation.appointment_not_found');
    if (hasEndedBefore(appointment, today)) throw new AppError('organisation.appointment_ended');
    const until = dayBefore(today);
    await setAppointmentEnd(tx, appointment.id, until);
    await recordAudit(tx, {
      actorPersonId: actor.personId,
      action: 'organisation-role.ended',
      subjectType: 'person_organisation_role',
      subjectId: appointment.id,
      personId: appointment.personId,
      organisationId: input.organisationId,
      requestId: context.requestId,
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
