import secretariesScreen from './assets/screen-secretaries.svg';
import playersScreen from './assets/screen-players.svg';
import clubsScreen from './assets/screen-clubs.svg';
import volunteersScreen from './assets/screen-volunteers.svg';
import refereesScreen from './assets/screen-referees.svg';

/** The landing page's audiences in the spec's order; referees are not live yet. */
export const AUDIENCES = [
  { key: 'secretaries', screen: secretariesScreen, isLive: true },
  { key: 'players', screen: playersScreen, isLive: true },
  { key: 'clubs', screen: clubsScreen, isLive: true },
  { key: 'volunteers', screen: volunteersScreen, isLive: true },
  { key: 'referees', screen: refereesScreen, isLive: false },
] as const;

export type AudienceKey = (typeof AUDIENCES)[number]['key'];
