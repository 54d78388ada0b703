import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, signUp } from './support';

const stamp = Date.now();
/** Letters only, so the name passes the name rules: the stamp's digits as letters. */
const suffix = String(stamp)
  .slice(-6)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const lastName = `Grantee${suffix}`;

/** The dashboard's Union card (a link), only for union staff. */
function unionCard(page: Page): Locator {
  return page.getByRole('link', { name: /^Union\b/ });
}

test.describe('union roles and the audit log', () => {
  test('the Union Administrator grants a union role, the person reaches the back office, and the grant is found and exported from the audit log', async ({
    browser,
  }) => {
    // One long journey through two browsers: a sign-up, a grant, the back office, the audit log and a download.
    test.setTimeout(180_000);
    const grantee = await (await browser.newContext()).newPage();
    await signUp(grantee, {
      email: `grantee.${stamp}@example.test`,
      password: 'Blind-side-2025',
      firstName: 'Catrin',
      lastName,
      dateOfBirth: '03/02/1986',
      addressLine1: '8 Stryd Fawr',
      city: 'Bala',
      county: 'Gwynedd',
      postCode: 'LL23 7AB',
    });
    await expect(grantee.getByRole('link', { name: /Your Participation/ })).toBeVisible();
    await expect(unionCard(grantee)).toHaveCount(0);

    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(page, 'admin@demo.test');
    await page.goto('/union');
    await page.getByRole('link', { name: /Union roles/ }).click();
    await page.waitForURL('**/union/roles');
    await expect(page.getByRole('heading', { name: 'Union roles', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Union role holders' })).toContainText('Union Administrator');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Grant role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a union role' });
    await dialog.getByLabel(/Find a person/).fill(lastName);
    await dialog.getByRole('radio', { name: new RegExp(`Catrin ${lastName}`) }).check();
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Registrations Officer', exact: true }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Grant role' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(`Catrin ${lastName} is now Registrations Officer.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Catrin ${lastName}`) });
    await expect(row).toContainText('Registrations Officer');
    const memberId = (await row.innerText()).match(/Member id (\d+)/)?.[1];
    expect(memberId, 'the holder row shows the member id').toBeTruthy();
    await expectNoAxeViolations(page);

    // The person now sees the Union card and reaches the back office: their area only.
    await grantee.goto('/dashboard');
    await expect(unionCard(grantee)).toBeVisible();
    await expectNoAxeViolations(grantee);
    await unionCard(grantee).click();
    await grantee.waitForURL('**/union');
    await expect(grantee.getByRole('link', { name: /Work queue/i }).first()).toBeVisible();
    await expect(grantee.getByRole('link', { name: /Audit log/ })).toHaveCount(0);
    await expectNoAxeViolations(grantee);

    // The administrator's back office shows what waits in each tile, as the dashboard's Union card does.
    await page.goto('/union');
    await expect(page.getByTestId('card-work-queue')).toContainText(/\d+ referred applications?/);
    await expect(page.getByTestId('card-work-queue')).toContainText(/\d+ volunteer approvals?/);
    await expect(page.getByTestId('card-dbs-expiring')).toContainText(/\d+ DBS checks? expiring/);
    await expectNoAxeViolations(page);

    // The administrator finds the grant in the audit log and exports it.
    await page.getByRole('link', { name: /Audit log/ }).click();
    await page.waitForURL('**/union/audit-log');
    await expect(page.getByRole('table', { name: 'Audit log entries, newest first' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Person \(member id\)/).fill(memberId!);
    // The Action filter is a list of readable names: no code to type.
    await page.getByRole('combobox', { name: /^Action/ }).click();
    await expect(page.getByRole('option', { name: "Child's record viewed", exact: true })).toBeAttached();
    await page.getByRole('combobox', { name: /^Action/ }).fill('granted');
    await page.getByRole('option', { name: 'Union role granted', exact: true }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`personId=${memberId}.*action=union-role\\.granted`));
    const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Union role granted');
    await expect(table).not.toContainText('union-role.granted');
    await expect(table).toContainText(`Catrin ${lastName}`);
    await expect(table).toContainText('Role: Registrations Officer');
    await expect(page.getByRole('main').getByText('Showing 1 entry')).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'time,action,subject_type,subject_id,actor_id,actor_name,person_id,person_name,organisation_id,organisation_name,request_id,details',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,union-role.granted,union-role,`);
    expect(lines[1]).toContain(`,${memberId},Catrin ${lastName},,,`);
    expect(lines[1]).toContain('"{""role"":""registrations_officer""}"');

    // The export itself is in the audit log.
    await page.goto('/union/audit-log?action=audit-log.exported');
    await expect(page.getByRole('table', { name: 'Audit log entries, newest first' })).toContainText(
      `"personId":${memberId}`,
    );
    await expectNoAxeViolations(page);
  });
});
