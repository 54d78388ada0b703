import { daysUntil, dbsExpiringWindow, type ActionItem, type ActionList } from '@mywru/shared';
import type { UseCaseContext } from '../../lib/use-case-context';
import { listLatestDbsChecksExpiringBetween } from '../../domain/person/records';
import { listPermitsAwaitingPlayer } from '../../domain/permit/player-queries';
import { listTransfersAwaitingPlayer, presentAwaitingApproval } from '../../domain/transfer/queries';
import { listFamily } from './queries';

/**
 * GET /api/actions: what waits for the signed-in person or their own children, most pressing first.
 * Only the actor's family is read (the actor comes from the session, no id is taken), so nobody sees
 * another family's actions.
 *
 * Transfers awaiting the person's (or, for a child, the guardian's) approval come first, oldest
 * first; then permits awaiting their approval, soonest kick-off first (until kick-off: after it the
 * permit can no longer be answered); then DBS checks expiring within the reminder window (the
 * window the DBS expiry e-mails use) that nobody has started to renew.
 */
export async function listActions(context: UseCaseContext): Promise<ActionList> {
  const { db, actor, now } = context;
  const family = await listFamily(db, actor.personId);
  const { from, until } = dbsExpiringWindow(now);
  const checks = await listLatestDbsChecksExpiringBetween(
    db,
    from,
    until,
    family.filter((person) => !person.hasActiveDbsApplication).map((person) => person.id),
  );
  const subjectOf = (person: (typeof family)[number]) => ({
    personId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    isChild: person.id !== actor.personId,
  });
  const transfers = await listTransfersAwaitingPlayer(
    db,
    family.map((person) => person.id),
  );
  const transferItems = transfers.flatMap((row): ActionItem[] => {
    const person = family.find((member) => member.id === row.personId);
    if (!person) return [];
    // The person is the item's subject; the rest of the presentation is the transfer's two sides,
    // passed on whole so a name added there (a Welsh one, say) reaches the item too.
    const { id, createdOn, name: _name, wruId: _wruId, ...sides } = presentAwaitingApproval(row);
    return [{ kind: 'transfer', subject: subjectOf(person), transferId: id, createdOn, ...sides }];
  });
  const permits = await listPermitsAwaitingPlayer(
    db,
    family.map((person) => person.id),
    now,
  );
  const permitItems = permits.flatMap((row): ActionItem[] => {
    const person = family.find((member) => member.id === row.personId);
    if (!person) return [];
    return [
      {
        kind: 'permit',
        subject: subjectOf(person),
        permitId: row.id,
        createdOn: row.createdAt.toISOString(),
        fixtureDate: row.fixtureDate.toISOString(),
        fromOrganisationName: row.fromOrganisationName,
        toOrganisationName: row.toOrganisationName,
        homeTeamName: `${row.homeOrganisationName} ${row.homeTeamChildValue}`,
        awayTeamName: `${row.awayOrganisationName} ${row.awayTeamChildValue}`,
      },
    ];
  });
  const renewals = checks.flatMap((check): ActionItem[] => {
    const person = family.find((member) => member.id === check.personId);
    if (!person) return [];
    return [
      {
        kind: 'dbs-renewal',
        subject: subjectOf(person),
        expiry: check.expiry,
        daysLeft: daysUntil(check.expiry, now),
      },
    ];
  });
  return [...transferItems, ...permitItems, ...renewals];
}
