/**
 * The e-mails of a transfer: every step tells whoever must act next and whoever is affected. The
 * player (for a child, the guardian) hears of the request and of every decision and is linked to
 * /actions/transfer/{id}; both organisations' secretaries are linked to their Manage Transfers
 * page; the union's staff who decide transfers hear when a transfer is ready for them and are
 * linked to /union/transfers. Sent in the transaction that makes the step, each in its reader's
 * language (a child's to the guardian in the guardian's; words in lib/i18n/locales/<language>/emails.json, `transfer.*`).
 */
import {
  canUseUnionArea,
  lookupNameIn,
  objectionWindowClosesAt,
  supportedLanguageOf,
  UNION_ROLES,
  unionDay,
  type TransferStep,
} from '@mywru/shared';
import type { DbOrTx } from '../../db/client';
import type { PortalEmail } from '../../lib/email-layout';
import { translator, type Translate } from '../../lib/i18n/translate';
import type { UseCaseContext } from '../../lib/use-case-context';
import { displayName, findPerson } from '../person/queries';
import { registrationRecipient } from '../registration/emails';
import { listSecretaryEmails, listUnionTransferStaffEmails, transferTeamNames, type TransferRow } from './queries';

/** The portal pages a transfer's e-mails link to. */
export const transferPaths = {
  player: (transferId: number) => `/actions/transfer/${transferId}`,
  organisation: (organisationId: number) => `/organisation/${organisationId}/transfers`,
  union: '/union/transfers',
};

const UNION_TRANSFER_ROLES = UNION_ROLES.filter((role) => canUseUnionArea([role], 'transfers'));

/** dd/mm/yyyy, as the portal shows dates. */
function ukDate(date: Date): string {
  const [year, month, day] = unionDay(date).split('-');
  return `${day}/${month}/${year}`;
}

interface Words {
  subject: string;
  sentence: string;
}

/** The subject and the sentence saying what happened, in one reader's language (the teams too). */
function wordsOf(
  t: Translate,
  language: string | null,
  step: TransferStep,
  row: TransferRow,
  reason: string | null,
): Words {
  const player = displayName(row) ?? `${t('emails:member')} ${row.personId}`;
  const teamIn = (side: 'from' | 'to') => {
    const { teamName, teamNameCy } = transferTeamNames(row, side);
    return lookupNameIn(language, teamName, teamNameCy);
  };
  const from = t('emails:transfer.teamAt', { team: teamIn('from'), organisation: row.fromOrganisationName });
  const to = t('emails:transfer.teamAt', { team: teamIn('to'), organisation: row.toOrganisationName });
  const what = t('emails:transfer.what', { player, from, to });
  const because = reason ? t('emails:letter.because', { reason }) : '';
  return {
    subject: t(`emails:transfer.subject.${step}`, { player }),
    sentence: t(`emails:transfer.happened.${step}`, {
      player,
      to,
      what,
      because,
      fromOrganisation: row.fromOrganisationName,
      toOrganisation: row.toOrganisationName,
    }),
  };
}

/** What the player or guardian is asked to do next, if anything. */
function nextForPlayer(t: Translate, step: TransferStep): string {
  return step === 'created' ? t('emails:transfer.askPlayer') : '';
}

/** What the sending organisation is asked to do next, if anything. */
function nextForSending(t: Translate, step: TransferStep, row: TransferRow, now: Date): string {
  if (row.organisationDecision !== null) return '';
  if (step === 'created') return t('emails:transfer.askSendingCreated');
  if (step === 'player_approved') {
    const closes = objectionWindowClosesAt(row);
    return closes && closes > now ? t('emails:transfer.askSendingUntil', { date: ukDate(closes) }) : '';
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
  const reason = options.reason ?? null;
  /** Each reader's words, in their language. */
  const inLanguageOf = (language: string | null) => {
    const t = translator(language);
    return { t, lng: supportedLanguageOf(language), ...wordsOf(t, language, step, row, reason) };
  };
  const today = unionDay(context.now);
  const messages: PortalEmail[] = [];

  // The player or guardian hears of every step but their own.
  if (step !== 'player_approved' && step !== 'player_cancelled') {
    const person = await findPerson(tx, row.personId);
    const recipient = person ? await registrationRecipient(tx, person) : null;
    if (recipient) {
      const { t, lng, subject, sentence } = inLanguageOf(recipient.language);
      messages.push({
        to: recipient.email,
        subject,
        text: `${t('emails:letter.dear', { name: recipient.name })}\n\n${sentence}${nextForPlayer(t, step)}`,
        portalPath: transferPaths.player(row.id),
        language: lng,
      });
    }
  }

  // The sending organisation: of every step but its own decision.
  if (step !== 'organisation_approved' && step !== 'organisation_objected') {
    for (const secretary of await listSecretaryEmails(tx, row.fromOrganisationId, today)) {
      const { t, lng, subject, sentence } = inLanguageOf(secretary.language);
      messages.push({
        to: secretary.email,
        subject,
        text: `${t('emails:letter.dear', { name: secretary.firstName ?? t('emails:letter.clubSecretary') })}\n\n${sentence}${nextForSending(t, step, row, context.now)}`,
        portalPath: transferPaths.organisation(row.fromOrganisationId),
        language: lng,
      });
    }
  }

  // The receiving organisation: of every step after its own request.
  if (step !== 'created') {
    for (const secretary of await listSecretaryEmails(tx, row.toOrganisationId, today)) {
      const { t, lng, subject, sentence } = inLanguageOf(secretary.language);
      messages.push({
        to: secretary.email,
        subject,
        text: `${t('emails:letter.dear', { name: secretary.firstName ?? t('emails:letter.clubSecretary') })}\n\n${sentence}`,
        portalPath: transferPaths.organisation(row.toOrganisationId),
        language: lng,
      });
    }
  }

  if (options.unionMustAct) {
    for (const staff of await listUnionTransferStaffEmails(tx, UNION_TRANSFER_ROLES)) {
      const { t, lng, subject, sentence } = inLanguageOf(staff.language);
      messages.push({
        to: staff.email,
        subject: t('emails:transfer.unionSubject', { subject }),
        text: `${t('emails:letter.dear', { name: staff.firstName ?? t('emails:letter.colleague') })}\n\n${sentence}${t('emails:transfer.askUnion')}`,
        portalPath: transferPaths.union,
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
