import { Button, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

export const TAGLINE_INTERVAL_MS = 5000;
const TAGLINE_KEYS = ['taglines.connected', 'taglines.future'] as const;

/**
 * Alternates the two taglines every 5 seconds with a fade, with a visible control that pauses and
 * resumes it (WCAG 2.2.2 Pause, Stop, Hide). A visitor whose system asks for reduced motion sees one
 * tagline that does not change, and no control. While the taglines rotate nothing is announced (a
 * screen reader would otherwise be interrupted every 5 seconds); once paused, the tagline is read
 * like any text.
 */
export function RotatingTagline() {
  const { t } = useTranslation('landing');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = !reducedMotion && !paused;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % TAGLINE_KEYS.length),
      TAGLINE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <Group gap="sm" align="center">
      <p className={classes.tagline} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        <span key={index} className={classes.taglineText}>
          {t(TAGLINE_KEYS[reducedMotion ? 0 : index] ?? TAGLINE_KEYS[0])}
        </span>
      </p>
      {reducedMotion ? null : (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setPaused((current) => !current)}
          leftSection={paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
          style={{ flex: 'none' }}
        >
          {paused ? t('taglines.play') : t('taglines.pause')}
        </Button>
      )}
    </Group>
  );
}
