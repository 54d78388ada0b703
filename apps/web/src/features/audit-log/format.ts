import type { TFunction } from 'i18next';

const MAX_SUMMARY = 200;

/** The readable name of an audit action ('child-record.read' is "Child's record viewed"); an unknown one as it is. */
export function auditActionLabel(t: TFunction<'union-audit-log'>, action: string): string {
  return t(`actions.${action}`, { defaultValue: action });
}

/** A details key as words when no label is given: 'teamParentId' is 'Team parent id'. */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeValue(t: TFunction<'union-audit-log'>, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('none');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value))
    return value.length === 0 ? t('none') : value.map((item) => describeValue(t, key, item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return t(`detailValues.${key}.${text}`, { defaultValue: text });
}

/**
 * A row's details in words: "Label: value; …" (booleans as Yes or No, known codes by their names,
 * nested values as JSON), cut at 200 characters.
 */
export function summariseDetails(t: TFunction<'union-audit-log'>, details: Record<string, unknown> | null): string {
  if (!details) return '';
  const text = Object.entries(details)
    .map(
      ([key, value]) => `${t(`detailKeys.${key}`, { defaultValue: humanise(key) })}: ${describeValue(t, key, value)}`,
    )
    .join('; ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}
