import { Badge, List } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../components/heading';
import { AUDIENCES, type AudienceKey } from './audiences';
import { PhoneMockup } from './phone-mockup';
import classes from './landing.module.css';

/** One section per audience next to the phone mockup; the section in view picks the phone's screen. */
export function FeatureSections({ isRevealed }: { isRevealed: boolean }) {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState<AudienceKey>('secretaries');
  const sectionRefs = useRef(new Map<AudienceKey, HTMLElement>());

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const key = visible[0]?.target.getAttribute('data-audience') as AudienceKey | null | undefined;
        if (key) setActive(key);
      },
      { rootMargin: '-45% 0px -45% 0px' },
    );
    sectionRefs.current.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);

  return (
    <section className={classes.features} aria-labelledby="features-heading" data-revealed={isRevealed}>
      <Heading order={2} level={3} id="features-heading" className={classes.sectionHeading}>
        {t('features.heading')}
      </Heading>
      <div className={classes.featureGrid}>
        <div className={classes.audienceList}>
          {AUDIENCES.map(({ key, isLive }) => (
            <article
              key={key}
              data-audience={key}
              aria-labelledby={`audience-${key}`}
              className={classes.audience}
              ref={(element) => {
                if (element) sectionRefs.current.set(key, element);
                else sectionRefs.current.delete(key);
              }}
            >
              <div className={classes.audienceTitle}>
                <Heading order={3} level={5} id={`audience-${key}`}>
                  {t(`features.${key}.title`)}
                </Heading>
                {isLive ? null : (
                  <Badge color="gray" variant="filled" size="lg" radius="sm">
                    {t('features.comingSoon')}
                  </Badge>
                )}
              </div>
              <List spacing="xs" icon={<IconCheck size={18} aria-hidden color="var(--mantine-color-red-7)" />} center>
                {(t(`features.${key}.items`, { returnObjects: true }) as string[]).map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </article>
          ))}
        </div>
        <div className={classes.phoneColumn}>
          <PhoneMockup active={active} />
        </div>
      </div>
    </section>
  );
}
