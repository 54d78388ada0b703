import { List } from '@mantine/core';
import { registrationSeason } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../components/heading';
import classes from './landing.module.css';

const PHASES = ['live', 'next', 'october'] as const;

export function Roadmap() {
  const { t } = useTranslation('landing');
  const season = registrationSeason(new Date()).label;
  return (
    <section className={classes.roadmap} aria-labelledby="roadmap-heading">
      <Heading order={2} level={3} id="roadmap-heading" className={classes.sectionHeading}>
        {t('roadmap.heading')}
      </Heading>
      <ol className={classes.phaseList}>
        {PHASES.map((phase, index) => (
          <li key={phase} className={classes.phase} data-phase={phase}>
            <span className={classes.phaseNumber} aria-hidden>
              {index + 1}
            </span>
            <Heading order={3} level={6}>
              {t(`roadmap.${phase}.title`, { season })}
            </Heading>
            <List spacing={4} size="sm">
              {(t(`roadmap.${phase}.items`, { returnObjects: true }) as string[]).map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </li>
        ))}
      </ol>
    </section>
  );
}
