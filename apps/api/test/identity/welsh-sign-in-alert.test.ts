/**
 * The failed sign-ins alert in the owner's language (docs/decisions/034): an owner whose record says
 * Welsh is warned in Welsh; one who chose no language in English, word for word as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema';
import type { AccountRow } from '../../src/domain/account/accounts';
import { sendFailedSignInsEmail } from '../../src/identity/sign-in-alert';
import { buildTestApp, mailsTo, type TestApp } from '../helpers/app';
import { addPerson } from '../registrations/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function alertTo(language: string | null) {
  const person = await addPerson(t.app.db, { dob: '1980-04-02', sexId: 1 });
  await t.app.db.update(persons).set({ language }).where(eq(persons.id, person.id));
  const account = { personId: person.id, email: person.email! } as AccountRow;
  await sendFailedSignInsEmail({
    db: t.app.db,
    mailer: t.app.mailer,
    account,
    failures: 5,
    forgotPasswordUrl: 'https://portal.example/oidc/forgot-password',
  });
  const [mail] = await mailsTo(t.app, person.email!);
  return { person, mail };
}

describe('the failed sign-ins alert in Welsh', () => {
  it('warns a Welsh owner in Welsh and an English owner in English', async () => {
    const welsh = await alertTo('cy');
    expect(welsh.mail?.subject).toBe("Ymdrechion aflwyddiannus i fewngofnodi i'ch cyfrif MyWRU");
    expect(welsh.mail?.text).toContain(
      `Mae rhywun wedi ceisio mewngofnodi i'ch cyfrif MyWRU (${welsh.person.email}) gyda chyfrinair anghywir 5 o weithiau yn ddiweddar.`,
    );
    expect(welsh.mail?.text).toMatch(/\n\nUndeb Rygbi Cymru$/);

    const english = await alertTo(null);
    expect(english.mail?.subject).toBe('Failed sign-ins to your MyWRU account');
    expect(english.mail?.text).toMatch(
      new RegExp(
        `^Dear ${english.person.firstName},\n\nSomeone has tried to sign in to your MyWRU account \\(${english.person.email!.replace(/[.+]/g, '\\$&')}\\) with a wrong password 5 times recently\\.\n\nYour account is not locked: you can still sign in with your password as usual\\. Further attempts with a wrong password are slowed down to protect it\\.\n\nIf this was you and you have forgotten your password, choose a new one here:\nhttps://portal\\.example/oidc/forgot-password\n\nIf it was not you, nobody has signed in: your password was not accepted\\. If you use the same password on another website, or it is easy to guess, choose a new one\\.\n\nOpen MyWRU: `,
      ),
    );
  });
});
