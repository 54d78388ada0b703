/**
 * The member id is the part of the subject claim after the '|' separator (e.g. "mywru|1000001").
 * A module apart from `session.ts` (which re-exports it), so the web's session check does not load
 * zod with it (decision 035).
 */
export function memberIdFromSubject(sub: string): string | null {
  const part = sub.includes('|') ? sub.slice(sub.lastIndexOf('|') + 1) : sub;
  return /^\d+$/.test(part) ? part : null;
}
