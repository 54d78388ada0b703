import { defineReasons } from '../errors/reasons';
import type { UnionArea } from './permissions';

const REFUSED = 'You do not have permission to use this part of the union back office';

/**
 * The union back office's refusals: one per area (the area table in `permissions.ts`), and one
 * for anyone who holds no union role at all. Every capability of the back office throws the
 * reason of its own area.
 */
export const backOfficeReasons = defineReasons({
  'back_office.permission.staff': { code: 'forbidden', en: REFUSED },
  'back_office.permission.work_queue': { code: 'forbidden', en: REFUSED },
  'back_office.permission.dbs': { code: 'forbidden', en: REFUSED },
  'back_office.permission.qualifications': { code: 'forbidden', en: REFUSED },
  'back_office.permission.organisations': { code: 'forbidden', en: REFUSED },
  'back_office.permission.union_roles': { code: 'forbidden', en: REFUSED },
  'back_office.permission.audit_log': { code: 'forbidden', en: REFUSED },
  'back_office.permission.transfers': { code: 'forbidden', en: REFUSED },
  'back_office.permission.permits': { code: 'forbidden', en: REFUSED },
  'back_office.permission.fixtures': { code: 'forbidden', en: REFUSED },
  'back_office.permission.outbox': { code: 'forbidden', en: REFUSED },
  'back_office.permission.settings': { code: 'forbidden', en: REFUSED },
});
export type BackOfficeReason = keyof typeof backOfficeReasons;

/** The reason a union role outside an area is refused with. */
export const BACK_OFFICE_AREA_REASONS: Record<UnionArea, BackOfficeReason> = {
  'work-queue': 'back_office.permission.work_queue',
  dbs: 'back_office.permission.dbs',
  qualifications: 'back_office.permission.qualifications',
  organisations: 'back_office.permission.organisations',
  'union-roles': 'back_office.permission.union_roles',
  'audit-log': 'back_office.permission.audit_log',
  transfers: 'back_office.permission.transfers',
  permits: 'back_office.permission.permits',
  fixtures: 'back_office.permission.fixtures',
  outbox: 'back_office.permission.outbox',
  settings: 'back_office.permission.settings',
};
