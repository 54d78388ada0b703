/**
 * A transfer's e-mails in each reader's language (docs/decisions/034): a child's transfer request
 * goes to the guardian in the guardian's language (Welsh here), while the sending club's
 * secretary, who chose no language, reads it in English, word for word as before. Each names the
 * teams in its reader's language ('Dan 13' for the template 'Under 13').
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema';
import { CLUB_A, CLUB_B, openTransfers, type TransfersTest } from './helpers';

let x: TransfersTest;
beforeAll(async () => {
  x = await openTransfers();
});
afterAll(async () => x.t.close());

describe('transfer e-mails in Welsh', () => {
  it('asks a Welsh guardian in Welsh and tells the English secretary in English', async () => {
    const { guardian, child, role } = await x.childAtB();
    await x.db.update(persons).set({ language: 'cy' }).where(eq(persons.id, guardian.id));
    const id = await x.created(child.id, role.teamChildId!, x.teamChildren.under13A);
    const name = `${child.firstName} ${child.lastName}`;

    const [welsh] = await x.mailsTo(guardian.email!);
    expect(welsh?.subject).toBe(`Trosglwyddiad ${name}: angen cymeradwyaeth`);
    expect(welsh?.text).toMatch(
      new RegExp(
        `^Annwyl ${guardian.firstName},\n\nMae ${CLUB_A} wedi cyflwyno trosglwyddiad ${name} o Dan 13 \\(.+\\) yn ${CLUB_B} i Dan 13 \\(.+\\) yn ${CLUB_A}\\. Agorwch y trosglwyddiad yn MyWRU i'w gymeradwyo gyda'r caniatadau, neu i'w ganslo\\.\n\nAgor MyWRU: \\S+/actions/transfer/${id}\n\nUndeb Rygbi Cymru$`,
      ),
    );

    const [english] = await x.mailsTo('secretary2@demo.test');
    expect(english?.subject).toBe(`Transfer of ${name}: approval needed`);
    expect(english?.text).toMatch(
      new RegExp(
        `^Dear \\S+,\n\n${CLUB_A} has asked for the transfer of ${name} from Under 13 \\(.+\\) at ${CLUB_B} to Under 13 \\(.+\\) at ${CLUB_A}\\. You may approve or object to it in MyWRU until 7 days after the player approves it\\.\n\nOpen MyWRU: \\S+/organisation/${x.ids.clubB}/transfers\n\nWelsh Rugby Union$`,
      ),
    );
  });
});
