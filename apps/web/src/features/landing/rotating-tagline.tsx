import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

export const TAGLINE_INTERVAL_MS = 5000;
const TAGLINE_KEYS = ['taglines.connected', 'taglines.future'] as const;

/** Alternates the two taglines every 5 seconds with a fade (no fade when reduced motion is preferred). */
export function RotatingTagline() {
  const { t } = useTranslation('landing');
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % TAGLINE_KEYS.length), TAGLINE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <p className={classes.tagline} aria-live="polite" aria-atomic="true">
      <span key={index} className={classes.taglineText}>
        {t(TAGLINE_KEYS[index] ?? TAGLINE_KEYS[0])}
      </span>
    </p>
  );
}
