import { unionDay, type UnionOrganisationDetails } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { teamParentNameCy } from '../team/names';
import { findOrganisationRow, listOfficeHolderRows, listTeamChildRows, listTeamParentRows } from './queries';

/** One organisation as the union sees it: details, team parents with variations, current office holders. */
export async function presentOrganisation(
  db: DbOrTx,
  organisationId: number,
  now: Date,
): Promise<UnionOrganisationDetails> {
  const organisation = await findOrganisationRow(db, organisationId);
  if (!organisation) throw new AppError('organisation.not_found');
  const parents = await listTeamParentRows(db, organisation.id);
  const children = await listTeamChildRows(
    db,
    parents.map((parent) => parent.id),
  );
  const holders = await listOfficeHolderRows(db, organisation.id, unionDay(now));
  return {
    id: organisation.id,
    name: organisation.name,
    type: {
      id: organisation.typeId,
      name: organisation.typeName,
      nameCy: organisation.typeNameCy || organisation.typeName,
    },
    region: organisation.regionId === null ? null : { id: organisation.regionId, name: organisation.regionName ?? '' },
    isActive: organisation.isActive,
    createdOn: organisation.createdAt.toISOString(),
    teamParents: parents.map((parent) => ({
      id: parent.id,
      name: parent.name,
      nameCy: teamParentNameCy(parent),
      teamTemplate: {
        id: parent.templateId,
        name: parent.templateName,
        nameCy: parent.templateNameCy || parent.templateName,
        ageGrade: parent.ageGrade,
      },
      gameFormat: { name: parent.gameFormatName },
      sexId: parent.sexId,
      enableRegistrations: parent.enableRegistrations,
      teamChildren: children
        .filter((child) => child.teamParentId === parent.id)
        .map((child) => ({ id: child.id, value: child.value, isInUse: child.isInUse })),
    })),
    officeHolders: holders.map((holder) => ({
      id: holder.id,
      person: { id: holder.personId, firstName: holder.firstName, lastName: holder.lastName },
      role: { id: holder.roleId, value: holder.roleValue, valueCy: holder.roleValueCy },
      teamChild:
        holder.teamChildId === null
          ? null
          : { id: holder.teamChildId, value: holder.teamChildValue ?? '', teamParentName: holder.teamParentName ?? '' },
      since: holder.activeFrom,
      until: holder.activeTo,
    })),
  };
}
