/** SQL helpers that know no table. */

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `like` pattern matching the text anywhere: `%text%`, its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
