/** Recognises PostgreSQL errors through the driver and ORM wrappers (pg, PGlite, Drizzle). */
function pgErrorOf(err: unknown): { code?: string; constraint?: string; message?: string } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(err);
  if (pgError?.code !== '23505') return false;
  if (!constraint) return true;
  return pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
}
