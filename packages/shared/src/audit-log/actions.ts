/**
 * The names of the actions the audit log records, without zod: the audit log page's Action filter
 * draws with them, and its first load need not carry the log's schemas (decision 035).
 */

/**
 * Reads that land in the audit log (issue: "every read of a child's record or of a DBS record by
 * anyone other than the person and their guardian"). A DBS read is always `dbs.read` (also for a
 * child); any other read of a child's record is `child-record.read` with `details.record` naming it.
 */
export const AUDIT_READ_ACTIONS = {
  dbsRead: 'dbs.read',
  childRecordRead: 'child-record.read',
} as const satisfies Record<string, AuditAction>;

/**
 * Every action the portal writes to the audit log: the API's audit entries are typed with this
 * list, and the audit log page offers it (with a readable name for each) as its Action filter.
 */
export const AUDIT_ACTIONS = [
  'account.created',
  'account.password_reset',
  'account.email_change_requested',
  'account.email_changed',
  'person.onboarded',
  'person.updated',
  'person.replaced',
  'person.details-captured',
  'person.address-added',
  'person.child-added',
  'person.marketing-preferences-updated',
  'person.language-updated',
  'player-application.submitted',
  'player-application.approved',
  'player-application.rejected',
  'player-application.union-approved',
  'player-application.union-rejected',
  'playing-role.team-changed',
  'transfer.created',
  'transfer.player-approved',
  'transfer.player-cancelled',
  'transfer.organisation-approved',
  'transfer.organisation-objected',
  'transfer.union-approved',
  'transfer.union-rejected',
  'permit.created',
  'permit.player-approved',
  'permit.player-declined',
  'permit.organisation-approved',
  'permit.organisation-rejected',
  'permit.union-approved',
  'permit.union-rejected',
  'permit.cancelled',
  'fixture.result-submitted',
  'fixture.postponement-submitted',
  'competition.created',
  'competition.changed',
  'fixture.created',
  'fixture.changed',
  'fixture.referee-allocated',
  'fixture.result-corrected',
  'fixtures.imported',
  'volunteer-registration.submitted',
  'volunteer-registration.club-approved',
  'volunteer-registration.club-rejected',
  'volunteer-registration.union-approved',
  'volunteer-registration.union-rejected',
  'team.registrations-enabled',
  'team.registrations-disabled',
  'team-parent.created',
  'team-child.created',
  'team-child.renamed',
  'team-child.removed',
  'organisation.created',
  'organisation.updated',
  'organisation-role.appointed',
  'organisation-role.ended',
  'union-role.granted',
  'union-role.ended',
  'union-settings.changed',
  'dbs-record.created',
  'dbs-flags.changed',
  'dbs_expiry_reminder_sent',
  'qualification.created',
  'qualification.updated',
  'qualification.ended',
  'dbs.read',
  'child-record.read',
  'audit-log.exported',
  'outbox.read',
  'stored-date.out-of-bounds',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What was read, in `details.record` of a `child-record.read` row. */
export const CHILD_RECORD_KINDS = [
  'person-details',
  'people-search',
  'qualifications',
  'roles',
  'team-players',
  'office-holders',
  'player-applications',
  'volunteer-registrations',
  'work-queue',
  'work-queue-item',
  'union-person',
] as const;
export type ChildRecordKind = (typeof CHILD_RECORD_KINDS)[number];
