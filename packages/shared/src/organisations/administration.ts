/**
 * Wire shapes of the organisation hub and its Resources page, and the permission messages of the
 * organisation areas (the web app shows them; the API answers them as the problem's detail).
 */
import { z } from 'zod';
import type { OrganisationArea } from './permissions';

const Id = z.number().int();

/**
 * The detail of a refusal in each organisation area; each contains the word 'permission'. `hub`
 * is the organisation page itself (any role there).
 */
export const ORGANISATION_PERMISSION_MESSAGES: Record<OrganisationArea | 'hub', string> = {
  hub: 'You do not have permission to manage this organisation',
  registrations: 'You do not have permission to manage registrations for this organisation',
  people: 'You do not have permission to view people in this organisation',
  teams: 'You do not have permission to manage this team',
  transfers: 'You do not have permission to manage transfers for this organisation',
  permits: 'You do not have permission to manage permits for this organisation',
  fixtures: 'You do not have permission to manage fixtures for this organisation',
  resources: 'You do not have permission to view resources for this organisation',
};

/** `GET /organisation/{organisationId}`: the organisation and the caller's roles there. */
export const OrganisationHubSchema = z.object({
  id: Id,
  name: z.string(),
  /** The caller's active organisation roles there, joined with ' | ' on the page. */
  roleValues: z.array(z.string()),
  /** The same roles' Welsh names, in the same order (decision 034). */
  roleValuesCy: z.array(z.string()),
});
export type OrganisationHub = z.infer<typeof OrganisationHubSchema>;

export const CLUB_INVESTMENT_MODEL_LEVELS = ['Standard', 'Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type ClubInvestmentModelLevel = (typeof CLUB_INVESTMENT_MODEL_LEVELS)[number];

/** `GET /organisation/{organisationId}/resources`: the Club Investment Model download links, in level order. */
export const OrganisationResourcesSchema = z.object({
  clubInvestmentModelDocuments: z.array(z.object({ level: z.enum(CLUB_INVESTMENT_MODEL_LEVELS), url: z.string().url() })),
});
export type OrganisationResources = z.infer<typeof OrganisationResourcesSchema>;
