import { describe, expect, it } from 'vitest';
import { languageOfPerson, translator } from './translate';
import { playerApplicationDecidedEmail, type Recipient } from '../../domain/registration/emails';
import { layoutEmail } from '../email-layout';

describe('the server translator', () => {
  it('writes in the language asked for, with the values filled in', () => {
    expect(translator('cy')('emails:registration.dear', { name: 'Ceri' })).toBe('Annwyl Ceri,');
    expect(translator('en')('emails:registration.dear', { name: 'Ceri' })).toBe('Dear Ceri,');
  });

  it('falls back to English for a language the portal does not speak', () => {
    expect(translator('fr')('emails:layout.openPortal')).toBe('Open MyWRU');
    expect(translator(null)('emails:layout.openPortal')).toBe('Open MyWRU');
  });

  it('throws on a key no language has', () => {
    expect(() => translator('cy')('emails:no.such.key')).toThrow(/emails:no.such.key/);
  });

  it("reads a person's stored language, English when none or unknown", () => {
    expect(languageOfPerson({ language: 'cy' })).toBe('cy');
    expect(languageOfPerson({ language: null })).toBe('en');
    expect(languageOfPerson({ language: 'xx' })).toBe('en');
    expect(languageOfPerson(null)).toBe('en');
  });
});

describe('registration e-mails in the recipient language', () => {
  const facts = (recipient: Recipient) => ({
    recipient,
    person: { firstName: 'Dai', lastName: 'Morgan' },
    // A team named after its template ('Under 12', in Welsh 'Dan 12' in the team templates lookup).
    team: { name: 'Under 12', templateName: 'Under 12', templateNameCy: 'Dan 12' },
    teamChildValue: null,
    organisationName: 'Clwb Rygbi Aberaeron',
    season: '2026/27',
    approved: true,
  });

  it("writes a Welsh guardian's copy in Welsh, link and sign-off included", () => {
    const email = playerApplicationDecidedEmail(
      facts({ email: 'ceri@example.test', name: 'Ceri', isGuardian: true, language: 'cy' }),
    );
    expect(email.subject).toBe("Cais i chwarae i Dan 12, Clwb Rygbi Aberaeron: wedi'i gymeradwyo");
    expect(email.text).toContain('Annwyl Ceri,');
    expect(email.text).toContain('Mae Dai bellach wedi cofrestru i chwarae i Dan 12.');
    const laidOut = layoutEmail(email, 'https://portal.example');
    expect(laidOut.text).toContain('Agor MyWRU: https://portal.example/track');
    expect(laidOut.text.endsWith('Undeb Rygbi Cymru')).toBe(true);
  });

  it('keeps the English wording for an English reader', () => {
    const email = playerApplicationDecidedEmail(
      facts({ email: 'ceri@example.test', name: 'Ceri', isGuardian: false, language: 'en' }),
    );
    expect(email.subject).toBe('Application to play for Under 12, Clwb Rygbi Aberaeron: approved');
    expect(email.text).toBe(
      'Dear Ceri,\n\nYour application to play for Under 12 at Clwb Rygbi Aberaeron in the 2026/27 season has been approved by Clwb Rygbi Aberaeron. You are now registered to play for Under 12.\n\nYou can follow its progress under Track Registrations in MyWRU.',
    );
    expect(layoutEmail(email, 'https://portal.example').text.endsWith('Open MyWRU: https://portal.example/track\n\nWelsh Rugby Union')).toBe(true);
  });
});
