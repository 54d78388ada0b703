/**
 * Role definitions. Parent 1 is playing ('Player'); parent 2 is volunteering and office-holding.
 * Volunteer roles carry the rules of the Register to Volunteer wizard: minimum age, DBS
 * requirement (always, or only for child teams: a chosen team whose name starts with "under"),
 * whether an organisation and teams must be chosen, whether unattached volunteering is allowed,
 * and which approvals are needed. Never renumber, only append.
 */
import { ROLE_PARENT_IDS } from '@mywru/shared';

export interface RoleDefinition {
  id: number;
  value: string;
  /** The Welsh name (decision 034). */
  valueCy: string;
  /** 1 = playing, 2 = volunteering and office. */
  roleParentId: number;
  description: string;
  minAge: number;
  tablerIcon: string;
  backgroundColour: string;
  dbsRequired: boolean;
  dbsRequiredForChildTeams: boolean;
  organisationRequired: boolean;
  teamRequired: boolean;
  allowUnattached: boolean;
  requiresClubSecApproval: boolean;
  requiresUnionApproval: boolean;
  /** Offered in the Register to Volunteer wizard. */
  isVolunteerRole: boolean;
}

export { ROLE_PARENT_IDS };

export const ROLE_IDS = {
  player: 1,
  clubSecretary: 2,
  clubSecretarySupport: 3,
  clubChair: 4,
  clubSafeguardingOfficer: 5,
  teamManager: 6,
  teamCoach: 7,
  referee: 8,
  volunteer: 9,
  firstAider: 10,
  matchDayVolunteer: 11,
} as const;

/** The organisation roles of the spec (hub cards and permissions are decided by these). */
export const ORGANISATION_ROLE_IDS: readonly number[] = [
  ROLE_IDS.clubSecretary,
  ROLE_IDS.clubSecretarySupport,
  ROLE_IDS.clubChair,
  ROLE_IDS.clubSafeguardingOfficer,
  ROLE_IDS.teamManager,
  ROLE_IDS.teamCoach,
  ROLE_IDS.referee,
];

const volunteering = ROLE_PARENT_IDS.volunteering;

export const ROLES: readonly RoleDefinition[] = [
  {
    id: ROLE_IDS.player,
    value: 'Player',
    valueCy: 'Chwaraewr',
    roleParentId: ROLE_PARENT_IDS.playing,
    description: 'Plays for a team. Registered through a player application approved by the organisation.',
    minAge: 6,
    tablerIcon: 'IconBallAmericanFootball',
    backgroundColour: '#EE3524',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: true,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: false,
  },
  {
    id: ROLE_IDS.clubSecretary,
    value: 'Club Secretary',
    valueCy: 'Ysgrifennydd Clwb',
    roleParentId: volunteering,
    description: "Runs the club's administration: registrations, teams, transfers and permits.",
    minAge: 18,
    tablerIcon: 'IconClipboardText',
    backgroundColour: '#1E3A5F',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: true,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.clubSecretarySupport,
    value: 'Club Secretary Support',
    valueCy: 'Cymorth i Ysgrifennydd y Clwb',
    roleParentId: volunteering,
    description: 'Helps the Club Secretary with registrations, teams, transfers and permits.',
    minAge: 18,
    tablerIcon: 'IconClipboardCheck',
    backgroundColour: '#2F5D8A',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.clubChair,
    value: 'Club Chair',
    valueCy: 'Cadeirydd Clwb',
    roleParentId: volunteering,
    description: "Chairs the club's committee and oversees its members.",
    minAge: 18,
    tablerIcon: 'IconGavel',
    backgroundColour: '#4A3B6B',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: true,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.clubSafeguardingOfficer,
    value: 'Club Safeguarding Officer',
    valueCy: 'Swyddog Diogelu Clwb',
    roleParentId: volunteering,
    description: "Looks after the welfare of children and adults at risk, and the club's DBS checks.",
    minAge: 18,
    tablerIcon: 'IconShieldCheck',
    backgroundColour: '#0F766E',
    dbsRequired: true,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: true,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.teamManager,
    value: 'Team Manager',
    valueCy: 'Rheolwr Tîm',
    roleParentId: volunteering,
    description: 'Organises a team: players, fixtures and match days.',
    minAge: 18,
    tablerIcon: 'IconUsersGroup',
    backgroundColour: '#B45309',
    dbsRequired: false,
    dbsRequiredForChildTeams: true,
    organisationRequired: true,
    teamRequired: true,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.teamCoach,
    value: 'Team Coach',
    valueCy: 'Hyfforddwr Tîm',
    roleParentId: volunteering,
    description: "Coaches a team's training sessions and matches.",
    minAge: 16,
    tablerIcon: 'IconWhistle',
    backgroundColour: '#15803D',
    dbsRequired: false,
    dbsRequiredForChildTeams: true,
    organisationRequired: true,
    teamRequired: true,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.referee,
    value: 'Referee',
    valueCy: 'Dyfarnwr',
    roleParentId: volunteering,
    description: "Referees matches for a referees' society; fixtures are allocated by the union.",
    minAge: 14,
    tablerIcon: 'IconCards',
    backgroundColour: '#111827',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: false,
    teamRequired: false,
    allowUnattached: true,
    requiresClubSecApproval: false,
    requiresUnionApproval: true,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.volunteer,
    value: 'Volunteer',
    valueCy: 'Gwirfoddolwr',
    roleParentId: volunteering,
    description: 'Helps the club in any way: events, fundraising, the clubhouse.',
    minAge: 16,
    tablerIcon: 'IconHeartHandshake',
    backgroundColour: '#9D174D',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.firstAider,
    value: 'First Aider',
    valueCy: 'Swyddog Cymorth Cyntaf',
    roleParentId: volunteering,
    description: 'Provides first aid at training and on match days.',
    minAge: 18,
    tablerIcon: 'IconFirstAidKit',
    backgroundColour: '#DC2626',
    dbsRequired: false,
    dbsRequiredForChildTeams: true,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: true,
  },
  {
    id: ROLE_IDS.matchDayVolunteer,
    value: 'Match Day Volunteer',
    valueCy: 'Gwirfoddolwr Diwrnod Gêm',
    roleParentId: volunteering,
    description: 'Helps on match days: stewarding, the gate, the pitch and hospitality.',
    minAge: 14,
    tablerIcon: 'IconFlag',
    backgroundColour: '#6B7280',
    dbsRequired: false,
    dbsRequiredForChildTeams: false,
    organisationRequired: true,
    teamRequired: false,
    allowUnattached: false,
    requiresClubSecApproval: true,
    requiresUnionApproval: false,
    isVolunteerRole: true,
  },
];
