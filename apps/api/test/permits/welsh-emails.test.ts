/**
 * A permit's e-mails in each reader's language (docs/decisions/034): a player whose record says
 * Welsh reads the union's rejection in Welsh, while the clubs' secretaries, who chose no language,
 * read the same step in English, word for word as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema';
import { CLUB_A, CLUB_B, openPermits, type PermitsTest } from './helpers';
import { permitAt, playerApproved } from './player-union-helpers';

let x: PermitsTest;
beforeAll(async () => {
  x = await openPermits();
});
afterAll(async () => x.t.close());

describe('permit e-mails in Welsh', () => {
  it('sends the union’s rejection to a Welsh player in Welsh and to the English secretaries in English', async () => {
    const { id, personId } = await permitAt(x, { ...playerApproved, organisationDecision: 1 });
    const [player] = await x.db.update(persons).set({ language: 'cy' }).where(eq(persons.id, personId)).returning();
    const res = await x.request(x.ids.registrationsOfficer, 'POST', `/api/union/permits/${id}/decision`, {
      decision: 2,
      reason: 'Player suspended',
    });
    expect(res.statusCode).toBe(200);
    const name = `${player!.firstName} ${player!.lastName}`;

    const [welsh] = await x.mailsTo(player!.email!);
    expect(welsh?.subject).toBe(`Trwydded ar gyfer ${name}: wedi'i gwrthod gan URC`);
    expect(welsh?.text).toMatch(
      new RegExp(
        `^Annwyl ${player!.firstName},\n\nMae URC wedi gwrthod trwydded ${name} o ${CLUB_B} i chwarae i ${CLUB_A} yn y gêm .+ ar \\d\\d/\\d\\d/\\d{4} am \\d\\d:\\d\\d\\. Rheswm: Player suspended\n\nAgor MyWRU: \\S+/actions/permit/${id}\n\nUndeb Rygbi Cymru$`,
      ),
    );

    const [english] = await x.mailsTo('secretary2@demo.test');
    expect(english?.subject).toBe(`Permit for ${name}: rejected by the WRU`);
    expect(english?.text).toMatch(
      new RegExp(
        `^Dear \\S+,\n\nThe WRU has rejected the permit for ${name} of ${CLUB_B} to play for ${CLUB_A} in .+ on \\d\\d/\\d\\d/\\d{4} at \\d\\d:\\d\\d\\. Reason: Player suspended\n\nOpen MyWRU: \\S+/organisation/${x.ids.clubB}/permits\n\nWelsh Rugby Union$`,
      ),
    );
  });
});
