import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { idParam } from '../fields/fields';
import { capability, refusals } from './endpoint-defaults';
import { AGE_GRADES } from './player-applications/age-grade';

const Id = z.number().int();

/** A team parent's id in the path (also Manage Teams' team page, in teams/endpoints.ts). */
export const TeamParentParamsSchema = z.object({ id: idParam() });

/** A team parent's details (`GET /team/parent/{id}`). */
export const TeamParentDetailsSchema = z.object({
  id: Id,
  name: z.string(),
  /** The Welsh name (decision 034): the template's Welsh name for a team named after its template, else its own name. */
  nameCy: z.string(),
  organisation: z.object({ id: Id, name: z.string() }),
  teamTemplate: z.object({
    id: Id,
    name: z.string(),
    ageGrade: z.enum(AGE_GRADES),
    gameFormat: z.object({ id: Id, name: z.string(), value: z.string() }),
  }),
  /** value is null for a mixed team (blank means Mixed). */
  sex: z.object({ value: z.string().nullable() }),
  teamChildren: z.array(z.object({ id: Id, value: z.string() })),
  numberOfTeamChildren: z.number().int(),
  enableRegistrations: z.boolean(),
});
export type TeamParentDetails = z.infer<typeof TeamParentDetailsSchema>;

/**
 * A team's details (Register to Play's team page), in a module of its own with its schemas: the union's
 * organisation page refreshes it after changing a team, and takes it without the other registrations
 * calls and their schemas (decision 035).
 */
export const getTeamParentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/team/parent/:id',
  capability,
  summary: "A team's details: organisation, template and format, sex, team children, whether it takes registrations",
  params: TeamParentParamsSchema,
  response: TeamParentDetailsSchema,
  refusals,
  reasons: ['player_application.team_not_found'],
});
