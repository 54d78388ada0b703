/** What the union's organisation page composes from teams: the organisation's teams and their variations. */
export { TeamsSection } from './union/teams-section';
