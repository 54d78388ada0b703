import type { UnionRole } from '@mywru/shared';
import type { TFunction } from 'i18next';

/** A union role's name, from the union-roles texts. */
export function roleLabel(t: TFunction<'union-roles'>, role: UnionRole): string {
  return t(`roleNames.${role}`);
}
