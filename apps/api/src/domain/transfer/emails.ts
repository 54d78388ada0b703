/**
 * The e-mails of a transfer: every step tells whoever must act next and whoever is affected. The
 * player (for a child, the guardian) hears of the request and of every decision and is linked to
 * /actions/transfer/{id}; both organisations' secretaries are linked to their Manage Transfers
 * page; the union's staff who decide transfers hear when a transfer is ready for them and are
 * linked to /union/transfers. Sent in the transaction that makes the step.
 */
import { canUseUnionArea, isoDay, objectionWindowClosesAt, UNION_ROLES, type TransferStep } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PortalEmail } from '../../lib/email-layout';
import type { UseCaseContext } from '../../lib/use-case-context';
import { displayName, findPerson } from '../person/queries';
import { registrationRecipient } from '../registration/emails';
import {
  listSecretaryEmails,
  listUnionTransferStaffEmails,
  teamValue,
  type TransferRow,
} from './queries';

/** The portal pages a transfer's e-mails link to. */
export const transferPaths = {
  player: (transferId: number) => `/actions/transfer/${transferId}`,
  organisation: (organisationId: number) => `/organisation/${organisationId}/transfers`,
  union: '/union/transfers',
};

const UNION_TRANSFER_ROLES = UNION_ROLES.filter((role) => canUseUnionArea([role], 'transfers'));

/** dd/mm/yyyy, as the portal shows dates. */
function ukDate(date: Date): string {
  const [year, month, day] = isoDay(date).split('-');
  return `${day}/${month}/${year}`;
}

interface Words {
  player: string;
  from: string;
  to: string;
}

function wordsOf(row: TransferRow): Words {
  return {
    player: displayName(row) ?? `member ${row.personId}`,
    from: `${teamValue(row.fromTeamParentName, row.fromTeamChildValue)} at ${row.fromOrganisationName}`,
    to: `${teamValue(row.toTeamParentName, row.toTeamChildValue)} at ${row.toOrganisationName}`,
  };
}

function subjectOf(step: TransferStep, words: Words): string {
  const what = `Transfer of ${words.player}`;
  switch (step) {
    case 'created':
      return `${what}: approval needed`;
    case 'player_approved':
      return `${what}: approved by the player`;
    case 'player_cancelled':
      return `${what}: cancelled`;
    case 'organisation_approved':
      return `${what}: approved by the sending club`;
    case 'organisation_objected':
      return `${what}: objection by the sending club`;
    case 'union_approved':
      return `${what}: complete`;
    case 'union_rejected':
      return `${what}: rejected by the union`;
  }
}

/** What happened, in one sentence naming the transfer. */
function happened(step: TransferStep, row: TransferRow, words: Words, reason: string | null): string {
  const transfer = `the transfer of ${words.player} from ${words.from} to ${words.to}`;
  const because = reason ? ` Reason: ${reason}` : '';
  switch (step) {
    case 'created':
      return `${row.toOrganisationName} has asked for ${transfer}.`;
    case 'player_approved':
      return `The player (or their guardian) has approved ${transfer}.`;
    case 'player_cancelled':
      return `The player (or their guardian) has cancelled ${transfer}.`;
    case 'organisation_approved':
      return `${row.fromOrganisationName} has approved ${transfer}.`;
    case 'organisation_objected':
      return `${row.fromOrganisationName} has objected to ${transfer}; the union will review the objection.${because}`;
    case 'union_approved':
      return `The union has approved ${transfer}. ${words.player} now plays for ${words.to}.`;
    case 'union_rejected':
      return `The union has rejected ${transfer}.${because}`;
  }
}

/** What the player or guardian is asked to do next, if anything. */
function nextForPlayer(step: TransferStep): string {
  if (step === 'created')
    return ' Please open the transfer in MyWRU to approve it with the consents, or to cancel it.';
  return '';
}

/** What the sending organisation is asked to do next, if anything. */
function nextForSending(step: TransferStep, row: TransferRow, now: Date): string {
  if (row.organisationDecision !== null) return '';
  if (step === 'created') {
    return ' You may approve or object to it in MyWRU until 7 days after the player approves it.';
  }
  if (step === 'player_approved') {
    const closes = objectionWindowClosesAt(row);
    return closes && closes > now
      ? ` You may approve or object to it in MyWRU until ${ukDate(closes)}; after that the union decides.`
      : '';
  }
  return '';
}

export interface TransferEmailContext {
  mailer: UseCaseContext['mailer'];
  now: Date;
}

/**
 * Sends the e-mails of one step of a transfer. `row` is the transfer as it stands after the step.
 * `unionMustAct` says whether the step makes the transfer ready for the union's decision.
 */
export async function sendTransferEmails(
  context: TransferEmailContext,
  tx: DbOrTx,
  row: TransferRow,
  step: TransferStep,
  options: { reason?: string | null; unionMustAct?: boolean } = {},
): Promise<void> {
  const words = wordsOf(row);
  const reason = options.reason ?? null;
  const subject = subjectOf(step, words);
  const sentence = happened(step, row, words, reason);
  const today = isoDay(context.now);
  const messages: PortalEmail[] = [];

  // The player or guardian hears of every step but their own.
  if (step !== 'player_approved' && step !== 'player_cancelled') {
    const person = await findPerson(tx, row.personId);
    const recipient = person ? await registrationRecipient(tx, person) : null;
    if (recipient) {
      messages.push({
        to: recipient.email,
        subject,
        text: `Dear ${recipient.name},\n\n${sentence}${nextForPlayer(step)}`,
        portalPath: transferPaths.player(row.id),
      });
    }
  }

  // The sending organisation: of every step but its own decision.
  if (step !== 'organisation_approved' && step !== 'organisation_objected') {
    for (const secretary of await listSecretaryEmails(tx, row.fromOrganisationId, today)) {
      messages.push({
        to: secretary.email,
        subject,
        text: `Dear ${secretary.firstName ?? 'club secretary'},\n\n${sentence}${nextForSending(step, row, context.now)}`,
        portalPath: transferPaths.organisation(row.fromOrganisationId),
      });
    }
  }

  // The receiving organisation: of every step after its own request.
  if (step !== 'created') {
    for (const secretary of await listSecretaryEmails(tx, row.toOrganisationId, today)) {
      messages.push({
        to: secretary.email,
        subject,
        text: `Dear ${secretary.firstName ?? 'club secretary'},\n\n${sentence}`,
        portalPath: transferPaths.organisation(row.toOrganisationId),
      });
    }
  }

  if (options.unionMustAct) {
    for (const staff of await listUnionTransferStaffEmails(tx, UNION_TRANSFER_ROLES)) {
      messages.push({
        to: staff.email,
        subject: `${subject}: ready for the union's decision`,
        text: `Dear ${staff.firstName ?? 'colleague'},\n\n${sentence} The transfer is now ready for the union's decision.`,
        portalPath: transferPaths.union,
      });
    }
  }

  // One e-mail per address and step: a person who holds two of these parts hears once.
  const sent = new Set<string>();
  for (const message of messages) {
    const key = message.to.toLowerCase();
    if (sent.has(key)) continue;
    sent.add(key);
    await context.mailer.send(message, tx);
  }
}
