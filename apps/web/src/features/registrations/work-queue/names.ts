/** Whole days from `from` to `now` (0 on the same day). */
export function daysWaiting(from: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 86_400_000));
}
