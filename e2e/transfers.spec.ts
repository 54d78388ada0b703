/**
 * Transfers, end to end: club A's secretary requests club B's player, the player approves with the
 * six consents at /actions, club B's secretary objects, the union's Administrator reads the
 * objection and approves, and the player's roles show the new club; a guardian approves a child's
 * transfer; the player cancels a transfer requested back by club B. Axe on every page and dialog.
 *
 * The demo people are the transfers' own (README's transfers table): nobody else's journey uses
 * them. With E2E_SCREENSHOTS set to a folder, each transfers page is also saved at both widths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, expectNoAxeViolations, latestMailTo, PHONE_VIEWPORT, signIn } from './support';

const CLUB_A = 'Cwm Valley RFC';
const CLUB_B = 'Aberllyn RFC';
/** Club B's player whom club A may request (README: WRU ID and last name), with a sign-in account. */
const PLAYER = { wruId: '1000068', lastName: 'Vaughan', name: 'Emrys Vaughan', email: 'emrys.vaughan@demo.test' };
/** The Senior Men team of club A the player moves to (club A's 1st and 2nd teams receive no demo transfer). */
const TO_TEAM = 'Senior Men (2nd team)';
const OBJECTION = 'He still owes the club his kit and has a cup final with us next month.';
const NOT_VERIFIED = 'We could not verify those details. Please check the WRU ID and last name and try again.';

// The journeys follow one another: the third cancels a transfer of the player the first one moved.
test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Saves the page as it is, full length, at the phone and the desktop width (only with E2E_SCREENSHOTS). */
async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP_VIEWPORT;
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(folder, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Axe at both widths, and the screenshots of the same state. */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await screenshot(page, name);
}

/** From the dashboard: Manage Organisations, then Manage; ends on the organisation's hub. */
async function openHub(page: Page, organisation: string): Promise<number> {
  await page.getByRole('button', { name: /^Manage Organisations/ }).click();
  await page.getByRole('dialog', { name: 'Manage Organisations' }).getByRole('button', { name: 'Manage' }).click();
  await page.waitForURL(/\/organisation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** From the organisation's hub, its Transfers card: Manage Transfers. */
async function openTransfers(page: Page, organisationId: number) {
  await page.getByTestId('card-transfers').getByRole('link').click();
  await page.waitForURL(`**/organisation/${organisationId}/transfers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Transfers' })).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/** A row of Manage Transfers' table ('Incoming transfers' or 'Outgoing transfers') for the player. */
function transferRow(page: Page, table: 'Incoming transfers' | 'Outgoing transfers', name: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
}

/**
 * New Transfer from Manage Transfers, for the player by WRU ID and last name, into `toTeam`; ends on
 * Completed. `screens` names the screenshots and runs axe on each step (the first journey's).
 */
async function requestTransfer(
  page: Page,
  organisationId: number,
  player: { wruId: string; lastName: string },
  toTeam: string,
  options: { wrongLastName?: string; isChecked?: boolean } = {},
) {
  const isChecked = options.isChecked ?? false;
  await page.getByRole('link', { name: 'Create Transfer' }).click();
  await page.waitForURL(`**/organisation/${organisationId}/transfers/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Transfer' })).toBeVisible();
  const step = page.getByRole('region', { name: /Select Player|Select Teams|Confirm|Transfer requested/ });
  await expect(step.getByRole('heading', { name: 'Select Player' })).toBeVisible();
  if (isChecked) await check(page, 'new-transfer-1-select-player');

  await step.getByRole('textbox', { name: 'WRU ID' }).fill(player.wruId);
  if (options.wrongLastName) {
    await step.getByRole('textbox', { name: 'Last name' }).fill(options.wrongLastName);
    await step.getByRole('button', { name: 'Search' }).click();
    await expect(step.getByRole('group', { name: 'Error' })).toContainText(NOT_VERIFIED);
    await expect(step.getByRole('region', { name: 'Player found' })).toHaveCount(0);
    if (isChecked) await check(page, 'new-transfer-1-select-player-not-verified');
  }
  await step.getByRole('textbox', { name: 'Last name' }).fill(player.lastName);
  await step.getByRole('button', { name: 'Search' }).click();
  const found = step.getByRole('region', { name: 'Player found' });
  await expect(found).toContainText(player.lastName);
  await expect(step.getByRole('group', { name: 'Error' })).toHaveCount(0);
  if (isChecked) await check(page, 'new-transfer-1-select-player-found');
  await found.getByRole('button', { name: 'Continue' }).click();

  await expect(step.getByRole('heading', { name: 'Select Teams' })).toBeVisible();
  const from = step.getByRole('radiogroup', { name: /Transferring from/ });
  await expect(from.getByRole('radio', { checked: true })).toHaveCount(1);
  const to = step.getByRole('radiogroup', { name: /Transferring to/ });
  await to.getByRole('radio', { name: toTeam }).check();
  const onward = step.getByRole('button', { name: 'Continue' });
  await expect(onward).toBeEnabled();
  if (isChecked) await check(page, 'new-transfer-2-select-teams');
  await onward.click();

  await expect(step.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await expect(step).toContainText(player.lastName);
  await expect(step).toContainText(toTeam);
  if (isChecked) await check(page, 'new-transfer-3-confirm');
  await step.getByRole('button', { name: 'Confirm' }).click();

  await expect(step.getByRole('heading', { name: 'Transfer requested' })).toBeVisible();
  await expect(step).toContainText(`has been requested`);
  if (isChecked) await check(page, 'new-transfer-4-completed');
  await step.getByRole('link', { name: 'Back to Manage Transfers' }).click();
  await page.waitForURL(`**/organisation/${organisationId}/transfers`);
}

/** On /actions: the item of the transfer awaiting the signed-in member, by its heading. */
function actionItem(page: Page, heading: string) {
  return page
    .getByRole('list', { name: 'What waits for you' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) });
}

/** On /actions/transfer/{id}: the six consents one by one (Approve stays disabled until the last), then Approve. */
async function approveWithConsents(page: Page, isChecked: boolean, name: string) {
  const consent = page.getByRole('region', { name: 'Approve the transfer' });
  const approve = consent.getByRole('button', { name: 'Approve transfer' });
  const boxes = consent.getByRole('checkbox');
  await expect(boxes).toHaveCount(6);
  await expect(approve).toBeDisabled();
  if (isChecked) await check(page, `${name}-consents`);
  for (let index = 0; index < 6; index += 1) {
    await expect(approve).toBeDisabled();
    await boxes.nth(index).check();
  }
  await expect(approve).toBeEnabled();
  await approve.click();
  const approved = page.getByRole('region', { name: 'Transfer approved' });
  await expect(approved).toBeVisible();
  await expect(consent).toHaveCount(0);
  return approved;
}

test.describe('transfers', () => {
  test("club A requests club B's player; the player approves; club B objects; the union approves; the player's roles show club A", async ({
    browser,
  }) => {
    // Four people's sessions and a score of pages, each checked at two widths.
    test.setTimeout(600_000);

    // Club A's secretary: the hub's Transfers card, then New Transfer, a wrong last name first.
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    const clubA = await openHub(secretary, CLUB_A);
    await openTransfers(secretary, clubA);
    await check(secretary, 'manage-transfers-club-a-before');
    await requestTransfer(secretary, clubA, PLAYER, TO_TEAM, { wrongLastName: 'Vaughn', isChecked: true });
    const incoming = transferRow(secretary, 'Incoming transfers', PLAYER.name);
    await expect(incoming).toHaveCount(1);
    await expect(incoming).toContainText(CLUB_B);
    await expect(incoming).toContainText('2nd team');
    await expect(incoming.getByText('Pending')).toHaveCount(3);
    await check(secretary, 'manage-transfers-club-a-requested');

    // The player is told by e-mail, and finds the transfer from the dashboard's Actions card.
    expect(await latestMailTo(secretary, PLAYER.email)).toContain(`Transfer of ${PLAYER.name}: approval needed`);
    const player = await signedInPage(browser, PLAYER.email);
    await player.getByRole('link', { name: /^Actions/ }).click();
    await player.waitForURL('**/actions');
    const item = actionItem(player, 'Transfer awaiting your approval');
    await expect(item).toHaveCount(1);
    await expect(item.getByText(/^From: /)).toContainText(CLUB_B);
    await expect(item.getByText(/^To: /)).toContainText(CLUB_A);
    await check(player, 'actions-player');
    await item.getByRole('link', { name: 'Proceed' }).click();
    await player.waitForURL(/\/actions\/transfer\/\d+$/);
    const transferPath = new URL(player.url()).pathname;
    await expect(player.getByRole('heading', { level: 1, name: 'Proceed with Transfer' })).toBeVisible();
    await expect(player.getByRole('region', { name: 'Transfer details' })).toContainText(PLAYER.name);
    const approved = await approveWithConsents(player, true, 'proceed-with-transfer');
    await expect(approved).toContainText(`You approved the transfer to ${CLUB_A}`);
    await check(player, 'proceed-with-transfer-approved');
    await approved.getByRole('link', { name: 'Go to the dashboard' }).click();
    await player.waitForURL('**/dashboard');

    // Club B's secretary objects from the Outgoing table, with a reason.
    const secretary2 = await signedInPage(browser, 'secretary2@demo.test');
    const clubB = await openHub(secretary2, CLUB_B);
    await openTransfers(secretary2, clubB);
    const outgoing = transferRow(secretary2, 'Outgoing transfers', PLAYER.name);
    await expect(outgoing).toHaveCount(1);
    await expect(outgoing).toContainText(CLUB_A);
    await check(secretary2, 'manage-transfers-club-b');
    await outgoing.getByRole('button', { name: `Object to the transfer of ${PLAYER.name}` }).click();
    const objection = secretary2.getByRole('dialog', { name: 'Object to this transfer' });
    await objection.getByRole('button', { name: 'Object to transfer' }).click();
    await expect(objection.getByText('Give a reason for the objection')).toBeVisible();
    await check(secretary2, 'manage-transfers-club-b-object-dialog');
    await objection.getByRole('textbox', { name: /Reason for objecting/ }).fill(OBJECTION);
    await objection.getByRole('button', { name: 'Object to transfer' }).click();
    await expect(objection).toBeHidden();
    await expect(
      secretary2.getByRole('main').getByText(`You objected to the transfer of ${PLAYER.name}.`),
    ).toBeVisible();
    await expect(outgoing).toContainText('Objected');
    await expect(outgoing).toContainText(`Reason: ${OBJECTION}`);
    await expect(outgoing.getByRole('button')).toHaveCount(0);
    await check(secretary2, 'manage-transfers-club-b-objected');

    // The union's Administrator sees the objection and its reason, and approves.
    const admin = await signedInPage(browser, 'admin@demo.test');
    await admin.goto('/union/transfers');
    await expect(admin.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    const queued = admin
      .getByRole('list', { name: 'Transfers waiting for the union' })
      .getByRole('article', { name: PLAYER.name });
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText('Objected');
    await expect(queued).toContainText(`Reason: ${OBJECTION}`);
    await check(admin, 'union-transfers');
    await queued.getByRole('button', { name: 'Approve' }).click();
    const decision = admin.getByRole('dialog', { name: 'Approve this transfer?' });
    await expect(decision).toContainText(PLAYER.name);
    await check(admin, 'union-transfers-approve-dialog');
    await decision.getByRole('button', { name: 'Approve transfer' }).click();
    await expect(decision).toBeHidden();
    await expect(
      admin
        .getByRole('main')
        .getByText(`The transfer of ${PLAYER.name} is approved: their new playing role has started.`),
    ).toBeVisible();
    await expect(queued).toHaveCount(0);
    await check(admin, 'union-transfers-approved');

    // The player is told, sees the transfer complete, and plays for club A now, no longer for club B.
    expect(await latestMailTo(player, PLAYER.email)).toContain(`Transfer of ${PLAYER.name}: complete`);
    await player.goto(transferPath);
    await expect(player.getByRole('region', { name: 'Transfer details' })).toContainText('Complete');
    await expect(player.getByText('Approved by the WRU')).toBeVisible();
    await check(player, 'proceed-with-transfer-completed');
    await player.goto('/participation/roles');
    await expect(player.getByRole('heading', { level: 1, name: 'Your Roles' })).toBeVisible();
    const roles = player.getByRole('region', { name: 'Your roles' }).getByRole('listitem');
    const atClubA = roles.filter({ hasText: CLUB_A });
    await expect(atClubA).toHaveCount(1);
    await expect(atClubA).toContainText('Active');
    await expect(atClubA).toContainText('Senior Men – 2nd team');
    for (const role of await roles.filter({ hasText: CLUB_B }).all()) await expect(role).toContainText('Ended');
    await expectNoAxeViolations(player);

    // Both clubs' lists show it complete.
    await secretary.reload();
    await expect(incoming.getByText('Complete')).toHaveCount(2);
    await expect(incoming).toContainText('Objected');
  });

  test("the guardian approves the child's transfer from /actions with the consents", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'guardian@demo.test');
    await page.getByRole('link', { name: /^Actions/ }).click();
    await page.waitForURL('**/actions');
    const item = actionItem(page, "Deio Pennant's transfer awaiting your approval");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(CLUB_B);
    await expect(item).toContainText(CLUB_A);
    await check(page, 'actions-guardian');
    await item.getByRole('link', { name: 'Proceed' }).click();
    await page.waitForURL(/\/actions\/transfer\/\d+$/);
    await expect(page.getByRole('region', { name: 'Transfer details' })).toContainText('Deio Pennant');
    await expect(page.getByRole('region', { name: 'Approve the transfer' })).toContainText(
      "As Deio Pennant's parent or guardian",
    );
    const approved = await approveWithConsents(page, true, 'proceed-with-transfer-guardian');
    await expect(approved).toContainText(`You approved Deio Pennant's transfer to ${CLUB_A}`);
    await check(page, 'proceed-with-transfer-guardian-approved');

    // Nothing waits for the guardian now; the transfer is with the sending club.
    await page.goto('/actions');
    await expect(actionItem(page, "Deio Pennant's transfer awaiting your approval")).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your transfers' })).toContainText('With the sending club');
    await expectNoAxeViolations(page);
  });

  test('the player cancels a transfer club B requested back, after being asked', async ({ browser }) => {
    test.setTimeout(180_000);
    // Club B asks for the player back, now at club A.
    const secretary2 = await signedInPage(browser, 'secretary2@demo.test');
    const clubB = await openHub(secretary2, CLUB_B);
    await openTransfers(secretary2, clubB);
    await requestTransfer(secretary2, clubB, PLAYER, 'Senior Men (1st team)');
    await expect(transferRow(secretary2, 'Incoming transfers', PLAYER.name)).toHaveCount(1);

    const player = await signedInPage(browser, PLAYER.email);
    await player.goto('/actions');
    const item = actionItem(player, 'Transfer awaiting your approval');
    await expect(item).toHaveCount(1);
    await expect(item.getByText(/^To: /)).toContainText(CLUB_B);
    await item.getByRole('button', { name: 'Cancel' }).click();
    const dialog = player.getByRole('dialog', { name: 'Cancel this transfer?' });
    await expect(dialog).toContainText('This cannot be undone');
    await check(player, 'actions-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(player.getByRole('main').getByText('The transfer has been cancelled.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(player.getByRole('region', { name: 'Your transfers' })).toContainText('Cancelled');
    await check(player, 'actions-cancelled');

    // Club B sees it cancelled by the player: the player's decision reads 'Rejected'.
    await secretary2.reload();
    const row = transferRow(secretary2, 'Incoming transfers', PLAYER.name).filter({ hasText: 'Rejected' });
    await expect(row).toHaveCount(1);
    expect(await latestMailTo(secretary2, 'secretary2@demo.test')).toContain(`Transfer of ${PLAYER.name}: cancelled`);
  });
});
