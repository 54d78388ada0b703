/**
 * The player application read model: the application with its team, organisation, game format,
 * person (and guardian) and the variation decided, as the member's Track Registrations, the
 * club's registrations and the union's work queue all read it. Callers add their own conditions
 * and order to `playerApplicationsWithDetails(db)`; the status history is in `history.ts`.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { gameFormats, organisations, persons, playerApplications, teamChildren, teamParents, teamTemplates } from '../../db/schema';

const decidedTeamChild = alias(teamChildren, 'decided_team_child');
const guardian = alias(persons, 'guardian');

export function playerApplicationsWithDetails(db: DbOrTx) {
  return db
    .select({
      id: playerApplications.id,
      personId: playerApplications.personId,
      status: playerApplications.status,
      season: playerApplications.season,
      createdAt: playerApplications.createdAt,
      updatedAt: playerApplications.updatedAt,
      teamParentId: teamParents.id,
      teamName: teamParents.name,
      templateName: teamTemplates.name,
      templateNameCy: teamTemplates.nameCy,
      organisationId: organisations.id,
      organisationName: organisations.name,
      gameFormatValue: gameFormats.value,
      firstName: persons.firstName,
      lastName: persons.lastName,
      dob: persons.dob,
      email: persons.email,
      parentId: persons.parentId,
      guardianId: guardian.id,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
      guardianEmail: guardian.email,
      decidedTeamChildId: decidedTeamChild.id,
      decidedTeamChildValue: decidedTeamChild.value,
    })
    .from(playerApplications)
    .innerJoin(persons, eq(persons.id, playerApplications.personId))
    .innerJoin(teamParents, eq(teamParents.id, playerApplications.teamParentId))
    .innerJoin(organisations, eq(organisations.id, teamParents.organisationId))
    .innerJoin(teamTemplates, eq(teamTemplates.id, teamParents.teamTemplateId))
    .innerJoin(gameFormats, eq(gameFormats.id, teamTemplates.gameFormatId))
    .leftJoin(decidedTeamChild, eq(decidedTeamChild.id, playerApplications.decidedTeamChildId))
    .leftJoin(guardian, eq(guardian.id, persons.parentId))
    .$dynamic();
}
