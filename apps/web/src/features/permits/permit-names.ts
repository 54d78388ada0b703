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
