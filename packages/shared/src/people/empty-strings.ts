/**
 * Replaces every empty string in a payload (nested objects and arrays too) with null. A module apart
 * from `validation.ts` (which re-exports it), so the web's API client does not load zod with it
 * (decision 035).
 */
export function emptyStringsToNull<T>(value: T): T {
  if (value === '') return null as T;
  if (Array.isArray(value)) return value.map((item) => emptyStringsToNull(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, emptyStringsToNull(v)])) as T;
  }
  return value;
}
