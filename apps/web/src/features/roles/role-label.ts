import type { UnionRole } from '@mywru/shared';
import type { TFunction } from 'i18next';

/** A union role's name, from the union-roles texts. */
export function roleLabel(t: TFunction<'union-roles'>, role: UnionRole): string {
  return t(`roleNames.${role}`);
}

export function personName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
