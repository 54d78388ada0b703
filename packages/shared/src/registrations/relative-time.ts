/** Under 60 s 'Just now', under 60 min 'n mins ago', under 24 h 'n hours ago', else an en-GB date-time. */
export type RelativeTime =
  | { kind: 'just-now' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date'; text: string };

export function relativeTime(then: Date | string, now: Date): RelativeTime {
  const at = typeof then === 'string' ? new Date(then) : then;
  const seconds = Math.floor((now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return { kind: 'just-now' };
  if (seconds < 3600) return { kind: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { kind: 'hours', count: Math.floor(seconds / 3600) };
  return {
    kind: 'date',
    text: at.toLocaleString('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    }),
  };
}
