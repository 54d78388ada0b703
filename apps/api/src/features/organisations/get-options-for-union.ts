import { ORGANISATION_ROLES, type OrganisationRole, type UnionOrganisationOptions } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { requireUnionArea } from '../../domain/access/union-access';
import {
  listOfficeRoles,
  listOrganisationTypes,
  listRegions,
  listTeamTemplates,
} from '../../domain/organisation/queries';

function isOrganisationRole(value: string): value is OrganisationRole {
  return (ORGANISATION_ROLES as readonly string[]).includes(value);
}

/** GET /union/organisations/options: organisation types, regions, team templates and the organisation roles the union appoints. */
export async function getOrganisationOptionsForUnion(context: UseCaseContext): Promise<UnionOrganisationOptions> {
  const { db, actor } = context;
  await requireUnionArea(db, actor, 'organisations');
  const roles = await listOfficeRoles(db, ORGANISATION_ROLES);
  return {
    types: (await listOrganisationTypes(db)).map((type) => ({ ...type, nameCy: type.nameCy || type.name })),
    regions: await listRegions(db),
    teamTemplates: await listTeamTemplates(db),
    roles: roles.flatMap((role) =>
      isOrganisationRole(role.value)
        ? [
            {
              id: role.id,
              value: role.value,
              valueCy: role.valueCy,
              isForTeams: role.teamRequired,
              minAge: role.minAge,
            },
          ]
        : [],
    ),
  };
}
