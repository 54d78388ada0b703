import { defineReasons } from '../errors/reasons';

/** Why a role request is refused. */
export const roleReasons = defineReasons({
  'union_role.duplicate': { code: 'conflict', en: 'This person already holds this union role' },
  'union_role.already_ended': { code: 'conflict', en: 'This union role has already been ended' },
  'union_role.last_administrator': {
    code: 'conflict',
    en: 'This is the last Union Administrator. Grant the role to someone else before ending this one, so the union is never locked out of its back office.',
  },
  'union_role.child': { code: 'conflict', en: 'A union role can only be given to an adult' },
  'union_role.person_not_found': { code: 'not_found', en: 'No person has this member id' },
  'union_role.not_found': { code: 'not_found', en: 'This union role was not found' },
});
