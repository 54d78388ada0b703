import { relativeTime } from '@mywru/shared';
import { useTranslation } from 'react-i18next';

/** 'Just now', '{n} mins ago', '{n} hours ago', else the en-GB date and time, in a <time> element. */
export function RelativeTimeText({ at, now }: { at: string; now: Date }) {
  const { t } = useTranslation('track');
  const relative = relativeTime(at, now);
  let text: string;
  if (relative.kind === 'just-now') text = t('time.justNow');
  else if (relative.kind === 'minutes') text = t('time.minutesAgo', { count: relative.count });
  else if (relative.kind === 'hours') text = t('time.hoursAgo', { count: relative.count });
  else text = relative.text;
  return <time dateTime={at}>{text}</time>;
}
