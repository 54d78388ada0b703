/** The i18n context of a permit as its player or guardian reads it: a child's uses the `_child` texts with the child's name. */
export function subjectOf(isChild: boolean, name: string): { context?: 'child'; name?: string } {
  return isChild ? { context: 'child', name } : {};
}
