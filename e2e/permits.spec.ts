/**
 * Permits, end to end: club A's secretary requests a permit for club B's senior player to play one
 * of club A's fixtures ahead (New permit's five steps); the player approves with the six consents at
 * /actions; club B's secretary approves from 'Your Players Playing Elsewhere'; club A sees it
 * approved. Then the union's Administrator overrides another permit club B had approved, and club
 * A's badge reads 'Rejected by WRU'. Axe on every page, step and dialog, at a phone's and a
 * desktop's width.
 *
 * The demo people are the permits' own (README's permits table): Bryn Tudor, whom club A may
 * request, and Rhun Mathias, whose permit for Cwm Valley RFC v Llanfair Athletic RFC club B approved.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

const CLUB_A = 'Cwm Valley RFC';
const CLUB_B = 'Aberllyn RFC';
/** Club B's senior player club A may request (README: date of birth and last name), with a sign-in. */
const PLAYER = { dob: '17/04/1999', lastName: 'Tudor', name: 'Bryn Tudor', email: 'bryn.tudor@demo.test' };
/** How New permit names the player it found: the initial and the last name only. */
const FOUND = 'B Tudor';
/** Club A's fixture ahead the journey's permit is for (a few days ahead, below its permit limit). */
const FIXTURE = 'Cwm Valley RFC (1st team) v Llanfair Athletic RFC (1st team)';
/** Club A's fixture four weeks ahead already at its permit limit (3 live permits, README). */
const AT_LIMIT = 'Llanfair Athletic RFC (1st team) v Cwm Valley RFC (1st team)';
/** The permit the union overrides: the player and club B approved it, for the same fixture. */
const OVERRIDDEN = { name: 'Rhun Mathias' };
const OVERRIDE_REASON = 'Rhun is named in the Aberllyn RFC squad for a cup match the same afternoon.';

// The journeys follow one another on one server's data.
test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** From the dashboard: Manage Organisations, then Manage; ends on the organisation's hub. */
async function openHub(page: Page, organisation: string): Promise<number> {
  await page.getByRole('button', { name: /^Manage Organisations/ }).click();
  await page.getByRole('dialog', { name: 'Manage Organisations' }).getByRole('button', { name: 'Manage' }).click();
  await page.waitForURL(/\/organisation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** From the organisation's hub, its Permits card: Manage Permits, both tables loaded. */
async function openPermits(page: Page, organisationId: number) {
  await page.getByTestId('card-permits').getByRole('link').click();
  await page.waitForURL(`**/organisation/${organisationId}/permits`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Permits' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Players Joining Your Fixture' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your Players Playing Elsewhere' })).toBeVisible();
}

/** A row of Manage Permits' table for the player and the fixture. */
function permitRow(
  page: Page,
  table: 'Players Joining Your Fixture' | 'Your Players Playing Elsewhere',
  name: string,
  fixture = FIXTURE,
) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name }).filter({ hasText: fixture });
}

/** On /actions: the item of the permit awaiting the signed-in member, by its heading. */
function actionItem(page: Page, heading: string) {
  return page
    .getByRole('list', { name: 'What waits for you' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) });
}

test.describe('permits', () => {
  test("club A requests a permit for club B's player; the player approves at /actions; club B approves", async ({
    browser,
  }) => {
    // Three people's sessions and a dozen pages, each checked at two widths: under two minutes on an
    // idle 2-core machine; seven allow for a loaded one without letting a stuck journey hold the run.
    test.setTimeout(420_000);

    // Club A's secretary: the hub's Permits card, then New permit.
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    const clubA = await openHub(secretary, CLUB_A);
    await openPermits(secretary, clubA);
    await expectNoAxeViolations(secretary);
    await expect(permitRow(secretary, 'Players Joining Your Fixture', PLAYER.name)).toHaveCount(0);
    await secretary.getByRole('link', { name: 'Create Permit' }).click();
    await secretary.waitForURL(`**/organisation/${clubA}/permits/create`);
    await expect(secretary.getByRole('heading', { level: 1, name: 'New permit' })).toBeVisible();
    const main = secretary.getByRole('main');

    // Accept rules: Continue asks for the acceptance first.
    await expect(main.getByRole('heading', { name: 'Accept rules' })).toBeVisible();
    await main.getByRole('checkbox', { name: 'I have read and accept the permit rules' }).check();
    await main.getByRole('button', { name: 'Continue' }).click();

    // Select Player: date of birth, last name and the club from its suggestions.
    await expect(main.getByRole('heading', { name: 'Select Player' })).toBeVisible();
    await main.getByLabel('Date of birth').fill(PLAYER.dob);
    await main.getByRole('textbox', { name: 'Last name' }).fill(PLAYER.lastName);
    const club = main.getByRole('combobox', { name: /^Club/ });
    await club.fill('A');
    await expect(secretary.getByRole('option', { name: CLUB_B })).toHaveCount(0);
    await club.fill('Aberl');
    await secretary.getByRole('option', { name: CLUB_B, exact: true }).click();
    await main.getByRole('button', { name: 'Search' }).click();
    const select = main.getByRole('button', { name: `Select ${FOUND}` });
    await expect(select).toBeVisible();
    await select.click();

    // Select Fixture: Upcoming first, the club's fixtures the player may play.
    await expect(main.getByRole('heading', { name: 'Select Fixture' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    const fixture = main.getByRole('radio', { name: new RegExp(FIXTURE.replace(/[()]/g, '\\$&')) });
    await expect(fixture).toBeVisible();
    await expectNoAxeViolations(secretary);
    await fixture.check();
    await main.getByRole('button', { name: 'Continue' }).click();

    // Confirm: below the limit, so Submit is there.
    await expect(main.getByRole('heading', { name: 'Confirm' })).toBeVisible();
    await expect(main).toContainText(FOUND);
    await expect(main).toContainText(FIXTURE);
    const submit = main.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await expect(main.getByText('You have already used the maximum number of permits for this fixture.')).toHaveCount(0);
    await expectNoAxeViolations(secretary);
    await submit.click();

    // Completed.
    await expect(main.getByRole('heading', { name: 'Permit requested' })).toBeVisible();
    await expect(main).toContainText(`A permit for ${FOUND} to play ${FIXTURE}`);
    await main.getByRole('link', { name: 'Back to Manage Permits' }).click();
    await secretary.waitForURL(`**/organisation/${clubA}/permits`);
    const incoming = permitRow(secretary, 'Players Joining Your Fixture', PLAYER.name);
    await expect(incoming).toHaveCount(1);
    await expect(incoming).toContainText(CLUB_B);
    await expect(incoming).toContainText('Pending');
    await expect(incoming).toContainText('Awaiting the player');
    await expect(incoming).toContainText(/\d{2}\/\d{2}\/\d{2}(?!\d)/);

    // The player approves from the dashboard's Actions card with the consents.
    const player = await signedInPage(browser, PLAYER.email);
    await player.getByRole('link', { name: /^Actions/ }).click();
    await player.waitForURL('**/actions');
    const item = actionItem(player, 'Permit awaiting your approval');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(CLUB_A);
    await expectNoAxeViolations(player);
    await item.getByRole('link', { name: 'Proceed' }).click();
    await player.waitForURL(/\/actions\/permit\/\d+$/);
    await expect(player.getByRole('heading', { level: 1, name: 'Proceed with Permit' })).toBeVisible();
    const consent = player.getByRole('region', { name: 'Approve the permit' });
    const approve = consent.getByRole('button', { name: 'Approve permit' });
    const boxes = consent.getByRole('checkbox');
    await expect(boxes).toHaveCount(6);
    await expect(approve).toBeDisabled();
    await expectNoAxeViolations(player);
    for (let index = 0; index < 6; index += 1) {
      await expect(approve).toBeDisabled();
      await boxes.nth(index).check();
    }
    await approve.click();
    const approved = player.getByRole('region', { name: 'Permit approved' });
    await expect(approved).toContainText(`You approved the permit to play for ${CLUB_A}`);
    await approved.getByRole('link', { name: 'Go to the dashboard' }).click();
    await player.waitForURL('**/dashboard');

    // Club B's secretary approves from 'Your Players Playing Elsewhere', after a confirmation.
    const secretary2 = await signedInPage(browser, 'secretary2@demo.test');
    const clubB = await openHub(secretary2, CLUB_B);
    await openPermits(secretary2, clubB);
    const outgoing = permitRow(secretary2, 'Your Players Playing Elsewhere', PLAYER.name);
    await expect(outgoing).toHaveCount(1);
    await expect(outgoing).toContainText(CLUB_A);
    await expect(outgoing).toContainText('Player approved');
    await expectNoAxeViolations(secretary2);
    await outgoing.getByRole('button', { name: `Approve the permit of ${PLAYER.name}` }).click();
    const dialog = secretary2.getByRole('dialog', { name: 'Approve this permit?' });
    await expect(dialog).toContainText(PLAYER.name);
    await expectNoAxeViolations(secretary2);
    await dialog.getByRole('button', { name: 'Approve permit' }).click();
    await expect(dialog).toBeHidden();
    await expect(secretary2.getByRole('main').getByText(`You approved the permit of ${PLAYER.name}.`)).toBeVisible();
    await expect(outgoing).toContainText('Approved');
    await expect(outgoing.getByRole('button')).toHaveCount(0);

    // Club A sees it approved, still cancellable until kick-off, on a page of its own: the secretary's
    // session (checked live by signIn) in a new context, so what it shows is read afresh.
    const clubAAgain = await signedInPage(browser, 'secretary@demo.test');
    await openHub(clubAAgain, CLUB_A);
    await openPermits(clubAAgain, clubA);
    const approvedRow = permitRow(clubAAgain, 'Players Joining Your Fixture', PLAYER.name);
    await expect(approvedRow).toContainText('Approved');
    await expect(approvedRow.getByRole('button', { name: `Cancel the permit of ${PLAYER.name}` })).toBeVisible();
  });

  test("a fixture at club A's permit limit is offered after 'Load More' but Confirm is blocked", async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'secretary@demo.test');
    const clubA = await openHub(page, CLUB_A);
    await page.goto(`/organisation/${clubA}/permits/create`);
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: 'I have read and accept the permit rules' }).check();
    await main.getByRole('button', { name: 'Continue' }).click();
    await main.getByLabel('Date of birth').fill(PLAYER.dob);
    await main.getByRole('textbox', { name: 'Last name' }).fill(PLAYER.lastName);
    await main.getByRole('combobox', { name: /^Club/ }).fill('Aberllyn');
    await page.getByRole('option', { name: CLUB_B, exact: true }).click();
    await main.getByRole('button', { name: 'Search' }).click();
    await main.getByRole('button', { name: `Select ${FOUND}` }).click();

    // Three upcoming fixtures, soonest first; the fourth, at the limit, after 'Load More'.
    await expect(main.getByRole('heading', { name: 'Select Fixture' })).toBeVisible();
    const fixtures = main.getByRole('radio');
    await expect(fixtures).toHaveCount(3);
    await main.getByRole('button', { name: 'Load More' }).click();
    const atLimit = main.getByRole('radio', { name: new RegExp(AT_LIMIT.replace(/[()]/g, '\\$&')) });
    await expect(atLimit).toBeVisible();
    await expectNoAxeViolations(page);
    await atLimit.check();
    await main.getByRole('button', { name: 'Continue' }).click();

    await expect(main.getByRole('heading', { name: 'Confirm' })).toBeVisible();
    await expect(main.getByText('You have already used the maximum number of permits for this fixture.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("the union overrides a permit club B approved, and club A's badge reads 'Rejected by WRU'", async ({ browser }) => {
    test.setTimeout(480_000);
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    const clubA = await openHub(secretary, CLUB_A);
    await openPermits(secretary, clubA);
    const incoming = permitRow(secretary, 'Players Joining Your Fixture', OVERRIDDEN.name);
    await expect(incoming).toHaveCount(1);
    await expect(incoming.getByText('Approved', { exact: true })).toBeVisible();

    // The union's Administrator: the back office's permits, Reject with a reason, confirmed.
    const admin = await signedInPage(browser, 'admin@demo.test');
    await admin.goto('/union/permits');
    await expect(admin.getByRole('heading', { level: 1, name: 'Permits' })).toBeVisible();
    const queued = admin
      .getByRole('list', { name: 'Permits waiting for the union' })
      .getByRole('article', { name: OVERRIDDEN.name })
      .filter({ hasText: FIXTURE });
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText('Approved');
    await expectNoAxeViolations(admin);
    await queued.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this permit?' });
    await dialog.getByRole('button', { name: 'Reject permit' }).click();
    await expect(dialog.getByText('Give a reason for rejecting the permit')).toBeVisible();
    await expectNoAxeViolations(admin);
    await dialog.getByRole('textbox', { name: /^Reason for rejecting/ }).fill(OVERRIDE_REASON);
    await dialog.getByRole('button', { name: 'Reject permit' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('main').getByText(`The permit of ${OVERRIDDEN.name} is rejected by the WRU.`)).toBeVisible();
    await expect(queued).toHaveCount(0);
    await expectNoAxeViolations(admin);

    // Club A's table: the union's rejection wins over club B's approval.
    await secretary.reload();
    await expect(incoming.getByText('Rejected by WRU', { exact: true })).toBeVisible();
    await expect(incoming.getByText('Approved', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(secretary);
  });
});
