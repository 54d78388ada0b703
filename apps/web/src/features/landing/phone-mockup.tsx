import { useTranslation } from 'react-i18next';
import { AUDIENCES, type AudienceKey } from './audiences';
import classes from './landing.module.css';

/** A CSS phone frame whose screen follows the audience section being read. */
export function PhoneMockup({ active }: { active: AudienceKey }) {
  const { t } = useTranslation('landing');
  return (
    <figure className={classes.phone} aria-label={t('phone.label')}>
      <div className={classes.phoneNotch} aria-hidden />
      <div className={classes.phoneScreen}>
        {AUDIENCES.map(({ key, screen }) => (
          <img
            key={key}
            src={screen}
            alt={key === active ? t(`phone.screens.${key}`) : ''}
            aria-hidden={key === active ? undefined : true}
            className={classes.phoneImage}
            data-active={key === active}
            width={240}
            height={480}
          />
        ))}
      </div>
    </figure>
  );
}
