import { useTranslation } from 'react-i18next';
import classes from './beta-banner.module.css';

/** Height of the banner where it shows, for layouts that place fixed content below it. */
export const BETA_BANNER_HEIGHT = 32;

/** The spec's beta-release banner: shown on wide screens (768 px and over) on every page, hidden on phones. */
export function BetaBanner() {
  const { t } = useTranslation('common');
  return (
    <div className={classes.banner} role="note" data-testid="beta-banner">
      {t('betaBanner')}
    </div>
  );
}
