/**
 * The e-mails of a permit: every step tells whoever must act next and whoever is affected
 * (docs/decisions/033). The player (for a child, the guardian) is linked to /actions/permit/{id};
 * both organisations' secretaries to their Manage Permits page; the union's staff who decide
 * permits to /union/permits. Sent in the transaction that makes the step, each in its reader's
 * language (a child's to the guardian in the guardian's; words in lib/i18n/locales/<language>/emails.json, `permit.*`).
 *
 * - created: the player is asked to approve; the sending organisation's secretaries are told.
 * - player_approved: the sending organisation's secretaries (they may approve or reject) and the
 *   union's staff (they may override).
 * - player_declined: the receiving organisation's secretaries.
 * - organisation_approved / organisation_rejected: the receiving organisation's secretaries and the player.
 * - union_approved / union_rejected: both organisations' secretaries and the player.
 * - cancelled: the player and the sending organisation's secretaries.
 */
import { canUseUnionArea, DEFAULT_LANGUAGE, supportedLanguageOf, UNION_ROLES, unionDay } from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PortalEmail } from '../../lib/email-layout';
import { translator, type Translate } from '../../lib/i18n/translate';
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

/** "dd/mm/yyyy at hh:mm" ("... am hh:mm" in Welsh), the kick-off in UK time. */
export function ukKickOff(value: Date | string, t: Translate = translator(DEFAULT_LANGUAGE)): string {
  const parts = UK_KICK_OFF.formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return t('emails:permit.kickOff', {
    date: `${part('day')}/${part('month')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  });
}

/** The fixture in words: "Cwm Valley RFC v Aberllyn RFC (Senior League) on 12/12/2026 at 14:30". */
export function fixtureWords(permit: PermitEmailFacts, t: Translate = translator(DEFAULT_LANGUAGE)): string {
  return t('emails:permit.fixture', {
    home: permit.homeOrganisationName,
    away: permit.awayOrganisationName,
    competition: permit.competitionName,
    kickOff: ukKickOff(permit.fixtureDate, t),
  });
}

/** The subject and the sentence saying what happened, in one reader's language. */
function wordsOf(t: Translate, step: PermitStep, permit: PermitEmailFacts, player: string, reason: string | null) {
  const names = { player, from: permit.fromOrganisationName, to: permit.toOrganisationName };
  const what = t('emails:permit.what', { ...names, fixture: fixtureWords(permit, t) });
  const because = reason ? t('emails:letter.because', { reason }) : '';
  return {
    subject: t(`emails:permit.subject.${step}`, names),
    sentence: t(`emails:permit.happened.${step}`, { ...names, what, because }),
  };
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
  const reason = options.reason ?? null;
  /** Each reader's words: the player's name, the subject and what happened, in their language. */
  const words = (language: string | null) => {
    const t = translator(language);
    const player = (person && displayName(person)) ?? `${t('emails:member')} ${permit.personId}`;
    return { t, lng: supportedLanguageOf(language), ...wordsOf(t, step, permit, player, reason) };
  };
  const today = unionDay(context.now);
  const messages: PortalEmail[] = [];

  if (audience.player && person) {
    const recipient = await registrationRecipient(tx, person);
    if (recipient) {
      const { t, lng, subject, sentence } = words(recipient.language);
      const ask = step === 'created' ? t('emails:permit.askPlayer') : '';
      messages.push({
        to: recipient.email,
        subject,
        text: `${t('emails:letter.dear', { name: recipient.name })}\n\n${sentence}${ask}`,
        portalPath: permitPaths.player(permit.id),
        language: lng,
      });
    }
  }

  if (audience.sending) {
    for (const secretary of await listSecretaryEmails(tx, permit.fromOrganisationId, today)) {
      const { t, lng, subject, sentence } = words(secretary.language);
      const ask = step === 'player_approved' ? t('emails:permit.askSending') : '';
      messages.push({
        to: secretary.email,
        subject,
        text: `${t('emails:letter.dear', { name: secretary.firstName ?? t('emails:letter.clubSecretary') })}\n\n${sentence}${ask}`,
        portalPath: permitPaths.organisation(permit.fromOrganisationId),
        language: lng,
      });
    }
  }

  if (audience.receiving) {
    for (const secretary of await listSecretaryEmails(tx, permit.toOrganisationId, today)) {
      const { t, lng, subject, sentence } = words(secretary.language);
      messages.push({
        to: secretary.email,
        subject,
        text: `${t('emails:letter.dear', { name: secretary.firstName ?? t('emails:letter.clubSecretary') })}\n\n${sentence}`,
        portalPath: permitPaths.organisation(permit.toOrganisationId),
        language: lng,
      });
    }
  }

  if (audience.union) {
    for (const staff of await listUnionTransferStaffEmails(tx, UNION_PERMIT_ROLES)) {
      const { t, lng, subject, sentence } = words(staff.language);
      messages.push({
        to: staff.email,
        subject: t('emails:permit.unionSubject', { subject }),
        text: `${t('emails:letter.dear', { name: staff.firstName ?? t('emails:letter.colleague') })}\n\n${sentence}${t('emails:permit.askUnion')}`,
        portalPath: permitPaths.union,
        language: lng,
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
