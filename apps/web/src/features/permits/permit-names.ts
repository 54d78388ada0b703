import { formatPermitDate, type PermitPlayer } from '@mywru/shared';
import { useTranslation } from 'react-i18next';

interface FixtureSide {
  organisationName: string;
  childValue: string;
}

/** A fixture as the permits pages write it: 'Cwm Valley RFC (1st team) v Aberllyn RFC (1st team)'. */
export function useFixtureName(): (fixture: { homeTeam: FixtureSide; awayTeam: FixtureSide }) => string {
  const { t } = useTranslation('permits');
  const side = (team: FixtureSide) => t('teamName', { organisation: team.organisationName, team: team.childValue });
  return (fixture) => t('fixtureName', { home: side(fixture.homeTeam), away: side(fixture.awayTeam) });
}

/** The kick-off as the permits pages write it: dd/mm/yy and the time, in UK time. */
export function formatKickOff(date: string): { day: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(date));
  return { day: formatPermitDate(date), time };
}

/** The found person's name as Select Player shows it: initial and last name. */
export function permitPlayerDisplayName(player: Pick<PermitPlayer, 'initial' | 'lastName'>): string {
  return [player.initial, player.lastName].filter((part) => part.trim() !== '').join(' ');
}
