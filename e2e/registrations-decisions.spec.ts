/**
 * Registrations, the decisions: a referred player application through the union's work queue and
 * then the club's Manage Registrations, as the player tracks it; and the work queue refused to a
 * member without a union role.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

const PLAYER = 'Rhys Pritchard';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** On /profile: save the details, answering the international-status questions; `union` null answers 'No'. */
async function setInternationalStatus(page: Page, union: string | null) {
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Rhys');
  await details.getByRole('button', { name: 'Save' }).click();
  const stages = page.getByRole('dialog', { name: 'International playing status' });
  await stages.getByRole('button', { name: 'Continue' }).click();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/person\/\d+$/.test(response.url()),
  );
  if (union === null) {
    await stages.getByRole('button', { name: 'No' }).click();
  } else {
    await stages.getByRole('button', { name: 'Yes' }).click();
    await stages.getByRole('combobox', { name: 'Rugby union' }).click();
    await page.getByRole('option', { name: union, exact: true }).click();
    await stages.getByRole('button', { name: 'Continue' }).click();
    await expect(stages.getByText('Clearance Required')).toBeVisible();
    await stages.getByRole('button', { name: 'Continue' }).click();
  }
  expect((await saved).ok()).toBe(true);
  await expect(stages).toBeHidden();
}

/** The club's Sevens team, closed to registrations in the demo data: a team no other journey plays for. */
const TEAM = 'Senior Sevens Men';

/** From the dashboard: Manage Organisations, then Manage; ends on the organisation hub. */
async function openHub(page: Page): Promise<number> {
  await page.getByRole('button', { name: /Manage Organisations/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Manage' }).click();
  await page.waitForURL(/\/organisation\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The secretary opens or closes the team's registrations on the club's Teams page. */
async function setRegistrations(page: Page, organisationId: number, isOpen: boolean) {
  await page.goto(`/organisation/${organisationId}/teams`);
  const toggle = page.getByRole('switch', { name: `Registrations open for ${TEAM}` });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) === isOpen) return;
  const answer = page.waitForResponse(
    (response) => response.url().includes('/registration') && response.request().method() === 'PUT',
  );
  await toggle.click({ force: true });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: isOpen ? 'Open registrations' : 'Close registrations' })
    .click();
  expect((await answer).ok()).toBe(true);
  await expect(toggle).toBeChecked({ checked: isOpen });
}

/** /register/player for yourself, for the team at Cwm Valley RFC. */
async function applyToPlay(page: Page) {
  await page.goto('/register');
  await page.getByRole('button', { name: /For myself/ }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Register to Play/ }).click();
  await page.waitForURL('**/register/player');
  await page.getByRole('button', { name: 'Select Clubs' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a team' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Cwm Valley');
  const select = page.getByRole('button', { name: `Select ${TEAM}, Cwm Valley RFC` });
  await expect(select).toBeEnabled();
  await select.click();
  await expect(page.getByRole('heading', { name: 'Confirm and submit' })).toBeVisible();
  for (const box of await page.getByRole('group', { name: 'Consent' }).getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
}

/** The player's application for this team on /track. */
function trackCard(page: Page, team: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: team, exact: true }) })
    .first();
}

test.describe("registrations: the club's and the union's decisions (the union's work queue)", () => {
  test('a referred application: the union approves it in the queue, the club then approves it, the player sees both', async ({
    browser,
  }) => {
    // Three people's sessions and a dozen pages: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    // The club opens its Sevens team; the player declares another union, applies to play for it,
    // and sees the application referred.
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    const organisationId = await openHub(secretary);
    await setRegistrations(secretary, organisationId, true);
    const player = await signedInPage(browser, 'player@demo.test');
    await setInternationalStatus(player, 'Irish');
    await applyToPlay(player);
    const team = TEAM;
    await player.goto('/track');
    await expect(trackCard(player, team).getByTestId('current-step')).toHaveText(/Referred to the WRU/);

    // The Union Administrator opens the Union card, the work queue and the application.
    const admin = await signedInPage(browser, 'admin@demo.test');
    const card = admin.getByTestId('card-union');
    await expect(card.getByText(/\d+ referred applications?/)).toBeVisible();
    await expectNoAxeViolations(admin);
    await card.getByRole('link', { name: /^Union/ }).click();
    await admin.waitForURL('**/union');
    await expect(admin.getByRole('heading', { level: 1, name: 'Union back office' })).toBeVisible();
    await expect(admin.getByText('Union Administrator')).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByTestId('card-work-queue').getByRole('link').click();
    await admin.waitForURL('**/union/work-queue');
    const row = admin
      .getByRole('list', { name: 'Work queue' })
      .getByRole('listitem')
      .filter({ hasText: PLAYER })
      .filter({ hasText: team });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('International clearance');
    await expectNoAxeViolations(admin);
    await row.getByRole('link').click();
    await admin.waitForURL(/\/union\/work-queue\/player\/\d+$/);
    await expect(admin.getByRole('heading', { level: 1, name: PLAYER })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Reason for referral' })).toContainText('another union (Irish)');
    await expect(admin.getByTestId('item-status')).toHaveText('Awaiting the union');
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Approve this application?' });
    await expectNoAxeViolations(admin);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByRole('main').getByText(/waits for Cwm Valley RFC's decision/)).toBeVisible();
    await expect(admin.getByTestId('item-status')).toHaveText('Approved by the union');
    await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expectNoAxeViolations(admin);

    // The Club Secretary approves it in the club's registrations.
    await secretary.goto(`/organisation/${organisationId}`);
    await secretary.getByRole('link', { name: /Registrations/ }).click();
    const awaiting = secretary.getByRole('region', { name: 'Awaiting Decision' });
    const application = awaiting.locator('.mantine-Paper-root').filter({ hasText: PLAYER }).filter({ hasText: team });
    await expect(application).toHaveCount(1);
    await application.getByRole('button', { name: `Decide on ${PLAYER}'s application` }).click();
    const dialog = secretary.getByRole('dialog', { name: 'Decide on Application' });
    const option = dialog.getByLabel(/Team option/);
    if (await option.isVisible()) {
      await option.click();
      await secretary.getByRole('option').first().click();
    }
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(secretary.getByRole('main').getByText(`${PLAYER}'s registration was approved.`)).toBeVisible();

    // The player sees it approved by the club, after the union's approval of the referral.
    await player.goto('/track');
    const decided = trackCard(player, team);
    await expect(decided.getByText('Approved by the WRU after referral')).toBeVisible();
    await expect(decided.getByTestId('current-step')).toHaveText(/Approved by Cwm Valley RFC/);
    await expectNoAxeViolations(player);

    // Leave the data as found: the team closed again, no other union declared.
    await setRegistrations(secretary, organisationId, false);
    await setInternationalStatus(player, null);
  });

  test('a member without a union role sees no Union card and is refused at /union', async ({ page }) => {
    await signIn(page, 'player@demo.test');
    await expect(page.getByRole('link', { name: /^Track Registrations/ })).toBeVisible();
    await expect(page.getByTestId('card-union')).toHaveCount(0);
    await page.goto('/union');
    await expect(page.getByRole('main')).toContainText(
      'You do not have permission to use this part of the union back office',
    );
    await expectNoAxeViolations(page);
  });
});
