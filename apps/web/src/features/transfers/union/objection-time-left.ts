const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long the sending club has left to object, from when its window closes and now: whole days
 * while a day or more is left (6 days 23 hours reads '6 days'), else hours rounded up; null once
 * the window has closed.
 */
export function objectionTimeLeft(closesAt: string, now: Date): { unit: 'days' | 'hours'; count: number } | null {
  const left = new Date(closesAt).getTime() - now.getTime();
  if (!(left > 0)) return null;
  if (left >= DAY_MS) return { unit: 'days', count: Math.floor(left / DAY_MS) };
  return { unit: 'hours', count: Math.ceil(left / HOUR_MS) };
}
