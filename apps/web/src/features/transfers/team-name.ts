import { useTranslation } from 'react-i18next';

/**
 * A team and its variation as the portal writes them everywhere in transfers: 'Senior Men (1st team)',
 * the wording the API's transfer presenter and e-mails use (domain/transfer `teamValue`).
 */
export function useTeamName(): (team: string, variation: string) => string {
  const { t } = useTranslation('transfers');
  return (team, variation) => t('teamName', { team, variation });
}
