/**
 * The e-mails of a permit: every step tells whoever must act next and whoever is affected
 * (docs/decisions/033). The player (for a child, the guardian) is linked to /actions/permit/{id};
 * both organisations' secretaries to their Manage Permits page; the union's staff who decide
 * permits to /union/permits. Sent in the transaction that makes the step.
 *
 * - created: the player is asked to approve; the sending organisation's secretaries are told.
 * - player_approved: the sending organisation's secretaries (they may approve or reject) and the
 *   union's staff (they may override).
 * - player_declined: the receiving organisation's secretaries.
 * - organisation_approved / organisation_rejected: the receiving organisation's secretaries and the player.
 * - union_approved / union_rejected: both organisations' secretaries and the player.
 * - cancelled: the player and the sending organisation's secretaries.
 */
import { canUseUnionArea, isoDay, UNION_ROLES } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PortalEmail } from '../../lib/email-layout';
import type { UseCaseContext } from '../../lib/use-case-context';
import { displayName, findPerson } from '../person/queries';
import { registrationRecipient } from '../registration/emails';
import { listSecretaryEmails, listUnionTransferStaffEmails } from '../transfer/queries';

export const PERMIT_STEPS = [
  'created',
  'player_approved',
  'player_declined',
  'organisation_approved',
  'organisation_rejected',
  'union_approved',
  'union_rejected',
  'cancelled',
] as const;
export type PermitStep = (typeof PERMIT_STEPS)[number];

/** The portal pages a permit's e-mails link to. */
export const permitPaths = {
  player: (permitId: number) => `/actions/permit/${permitId}`,
  organisation: (organisationId: number) => `/organisation/${organisationId}/permits`,
  union: '/union/permits',
};

/** The union roles that decide permits (the back office's area 'permits': Registrations Officers and Administrators). */
export const UNION_PERMIT_ROLES = UNION_ROLES.filter((role) => canUseUnionArea([role], 'permits'));

/** What the e-mails read of a permit: the permit row of domain/permit/queries.ts passes straight in. */
export interface PermitEmailFacts {
  id: number;
  personId: number;
  fromOrganisationId: number;
  fromOrganisationName: string;
  toOrganisationId: number;
  toOrganisationName: string;
  /** The fixture's kick-off. */
  fixtureDate: Date | string;
  competitionName: string;
  homeOrganisationName: string;
  awayOrganisationName: string;
}

export interface PermitEmailContext {
  mailer: UseCaseContext['mailer'];
  now: Date;
}

const UK_KICK_OFF = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "dd/mm/yyyy at hh:mm", the kick-off in UK time. */
export function ukKickOff(value: Date | string): string {
  const parts = UK_KICK_OFF.formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} at ${part('hour')}:${part('minute')}`;
}

/** The fixture in words: "Cwm Valley RFC v Aberllyn RFC (Senior League) on 12/12/2026 at 14:30". */
export function fixtureWords(permit: PermitEmailFacts): string {
  return `${permit.homeOrganisationName} v ${permit.awayOrganisationName} (${permit.competitionName}) on ${ukKickOff(permit.fixtureDate)}`;
}

function subjectOf(step: PermitStep, player: string): string {
  const what = `Permit for ${player}`;
  switch (step) {
    case 'created':
      return `${what}: approval needed`;
    case 'player_approved':
      return `${what}: approved by the player`;
    case 'player_declined':
      return `${what}: declined by the player`;
    case 'organisation_approved':
      return `${what}: approved by the sending club`;
    case 'organisation_rejected':
      return `${what}: rejected by the sending club`;
    case 'union_approved':
      return `${what}: approved by the WRU`;
    case 'union_rejected':
      return `${what}: rejected by the WRU`;
    case 'cancelled':
      return `${what}: cancelled`;
  }
}

/** What happened, in one sentence naming the permit. */
function happened(step: PermitStep, permit: PermitEmailFacts, player: string, reason: string | null): string {
  const what = `the permit for ${player} of ${permit.fromOrganisationName} to play for ${permit.toOrganisationName} in ${fixtureWords(permit)}`;
  const because = reason ? ` Reason: ${reason}` : '';
  switch (step) {
    case 'created':
      return `${permit.toOrganisationName} has asked for ${what}.`;
    case 'player_approved':
      return `The player (or their guardian) has approved ${what}.`;
    case 'player_declined':
      return `The player (or their guardian) has declined ${what}, so it is cancelled.`;
    case 'organisation_approved':
      return `${permit.fromOrganisationName} has approved ${what}.`;
    case 'organisation_rejected':
      return `${permit.fromOrganisationName} has rejected ${what}.`;
    case 'union_approved':
      return `The WRU has approved ${what}.`;
    case 'union_rejected':
      return `The WRU has rejected ${what}.${because}`;
    case 'cancelled':
      return `${permit.toOrganisationName} has cancelled ${what}.`;
  }
}

/** Who hears of each step (besides the union, told when the player approves). */
const AUDIENCE: Record<PermitStep, { player: boolean; sending: boolean; receiving: boolean; union: boolean }> = {
  created: { player: true, sending: true, receiving: false, union: false },
  player_approved: { player: false, sending: true, receiving: false, union: true },
  player_declined: { player: false, sending: false, receiving: true, union: false },
  organisation_approved: { player: true, sending: false, receiving: true, union: false },
  organisation_rejected: { player: true, sending: false, receiving: true, union: false },
  union_approved: { player: true, sending: true, receiving: true, union: false },
  union_rejected: { player: true, sending: true, receiving: true, union: false },
  cancelled: { player: true, sending: true, receiving: false, union: false },
};

/**
 * Sends the e-mails of one step of a permit, once per address. `permit` is the permit as it stands
 * after the step; `reason` is the union's reason for a rejection.
 */
export async function sendPermitEmails(
  context: PermitEmailContext,
  tx: DbOrTx,
  permit: PermitEmailFacts,
  step: PermitStep,
  options: { reason?: string | null } = {},
): Promise<void> {
  const audience = AUDIENCE[step];
  const person = await findPerson(tx, permit.personId);
  const player = (person && displayName(person)) ?? `member ${permit.personId}`;
  const subject = subjectOf(step, player);
  const sentence = happened(step, permit, player, options.reason ?? null);
  const today = isoDay(context.now);
  const messages: PortalEmail[] = [];

  if (audience.player && person) {
    const recipient = await registrationRecipient(tx, person);
    if (recipient) {
      const ask =
        step === 'created'
          ? ' Please open the permit in MyWRU to approve it with the consents, or to decline it, before kick-off.'
          : '';
      messages.push({
        to: recipient.email,
        subject,
        text: `Dear ${recipient.name},\n\n${sentence}${ask}`,
        portalPath: permitPaths.player(permit.id),
      });
    }
  }

  if (audience.sending) {
    const ask =
      step === 'player_approved' ? ' You may approve or reject it in MyWRU under Manage Permits until kick-off.' : '';
    for (const secretary of await listSecretaryEmails(tx, permit.fromOrganisationId, today)) {
      messages.push({
        to: secretary.email,
        subject,
        text: `Dear ${secretary.firstName ?? 'club secretary'},\n\n${sentence}${ask}`,
        portalPath: permitPaths.organisation(permit.fromOrganisationId),
      });
    }
  }

  if (audience.receiving) {
    for (const secretary of await listSecretaryEmails(tx, permit.toOrganisationId, today)) {
      messages.push({
        to: secretary.email,
        subject,
        text: `Dear ${secretary.firstName ?? 'club secretary'},\n\n${sentence}`,
        portalPath: permitPaths.organisation(permit.toOrganisationId),
      });
    }
  }

  if (audience.union) {
    for (const staff of await listUnionTransferStaffEmails(tx, UNION_PERMIT_ROLES)) {
      messages.push({
        to: staff.email,
        subject: `${subject}: the WRU may decide`,
        text: `Dear ${staff.firstName ?? 'colleague'},\n\n${sentence} The WRU may approve or reject it until kick-off; its decision overrides the sending club's.`,
        portalPath: permitPaths.union,
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
