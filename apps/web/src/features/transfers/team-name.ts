import { useTranslation } from 'react-i18next';
import { useLookupNames } from '../../lib/lookup-names';

/**
 * A team and its variation as the portal writes them everywhere in transfers: 'Senior Men (1st team)',
 * the wording the API's transfer presenter and e-mails use (domain/transfer `teamValue`); the team is
 * named in the page's language ('Dynion Hŷn (1st team)' on a Welsh page, decision 034).
 */
export function useTeamName(): (team: string, teamCy: string, variation: string) => string {
  const { t } = useTranslation('transfers');
  const lookup = useLookupNames();
  return (team, teamCy, variation) => t('teamName', { team: lookup.name(team, teamCy), variation });
}
