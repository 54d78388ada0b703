import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/** A club A volunteer whose only DBS check has expired, whom no other journey relies on. */
const VOLUNTEER = 'Bethan Hughes';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** From the dashboard: Manage Organisations, then Manage, then People; ends on the club's people page. */
async function openClubPeople(page: Page) {
  await page.getByRole('button', { name: /Manage Organisations/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Manage' }).click();
  await page.waitForURL(/\/organisation\/\d+$/);
  await page.getByRole('link', { name: /People/ }).click();
  await page.waitForURL(/\/organisation\/\d+\/people$/);
}

function todayTyped(): string {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
}

test.describe('DBS in the union back office', () => {
  test("the union adds a DBS check and the club's people dialog shows it valid; the member sees who viewed their DBS", async ({ browser }) => {
    // The Union Administrator finds the volunteer, whose check has expired, and records a new one.
    const admin = await signedInPage(browser, 'admin@demo.test');
    await admin.goto('/union/people');
    await expect(admin.getByRole('heading', { level: 1, name: 'Find a person' })).toBeVisible();
    await admin.getByLabel(/Name or member id/).fill(VOLUNTEER);
    const results = admin.getByRole('list', { name: 'People found' });
    const row = results.getByRole('listitem').filter({ hasText: VOLUNTEER });
    await expect(row).toHaveCount(1);
    await expect(row.getByLabel(/^DBS status: /)).not.toHaveText('Valid');
    await expectNoAxeViolations(admin);

    await row.getByRole('link', { name: VOLUNTEER, exact: true }).click();
    await admin.waitForURL(/\/union\/people\/\d+$/);
    await expect(admin.getByRole('heading', { level: 1, name: VOLUNTEER })).toBeVisible();
    const dbs = admin.getByRole('region', { name: 'DBS' });
    await expect(dbs.getByRole('list', { name: 'DBS records' }).getByText('Expired')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Qualifications' })).toBeVisible();
    await expectNoAxeViolations(admin);

    const certificateNumber = `9${String(Date.now()).slice(-11)}`;
    await dbs.getByRole('button', { name: 'Add DBS check' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a DBS check' });
    await dialog.getByLabel(/Certificate number/).fill(certificateNumber);
    await dialog.getByLabel(/^Issued/).fill(todayTyped());
    await dialog.getByLabel(/^Issued/).press('Tab');
    await expect(dialog.getByLabel(/^Expires/)).toHaveValue(/^31 May \d{4}$/);
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Save check' }).click();
    await expect(dialog).toBeHidden();
    await expect(dbs.getByText('DBS check added')).toBeVisible();
    await expect(dbs.getByText(certificateNumber)).toBeVisible();
    await expect(dbs.getByLabel('DBS status: Valid')).toBeVisible();

    await admin.goto('/union/dbs/expiring');
    await expect(admin.getByRole('heading', { level: 1, name: 'Expiring DBS checks' })).toBeVisible();
    await expectNoAxeViolations(admin);

    // The club's secretary opens the volunteer in the club's people: the DBS is valid.
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    await openClubPeople(secretary);
    const people = secretary.getByRole('list', { name: 'People' });
    await secretary.getByLabel('Search people').fill('Bethan');
    await people.getByRole('button', { name: `View details of ${VOLUNTEER}` }).click();
    const details = secretary.getByRole('dialog', { name: 'Person Details' });
    await expect(details.getByTestId('person-dbs-status')).toHaveText('DBS status: Valid');
    await expect(details.getByText(new RegExp(`Certificate ${certificateNumber}`))).toBeVisible();
    await secretary.keyboard.press('Escape');

    // The secretary also looks at the coach's DBS; the coach sees that view on Your DBS.
    await secretary.getByLabel('Search people').fill('Dafydd Evans');
    await people.getByRole('button', { name: 'View details of Dafydd Evans' }).click();
    await expect(secretary.getByRole('dialog', { name: 'Person Details' }).getByTestId('person-dbs-status')).toBeVisible();

    const coach = await signedInPage(browser, 'coach@demo.test');
    await coach.goto('/participation/dbs');
    const views = coach.getByRole('region', { name: 'Who viewed this DBS record' });
    const viewRow = views.getByRole('row').filter({ hasText: 'Cwm Valley RFC' }).first();
    await expect(viewRow).toContainText('Club Secretary');
    await expectNoAxeViolations(coach);
  });
});
