/**
 * The spec's empty→null rule for query strings: a parameter sent empty (`?search=&role=`) is the
 * same as one not sent, so a filter left blank in a form never fails validation. Repeated
 * parameters (`?role=a&role=`) lose their empty items, and lose the key when none is left.
 */
export function emptyQueryParamsToAbsent(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === '') continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== '');
      if (items.length === 0) continue;
      kept[key] = items.length === 1 ? items[0] : items;
      continue;
    }
    kept[key] = value;
  }
  return kept;
}
