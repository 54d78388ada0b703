import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, signUp } from './support';

const stamp = Date.now();
/** Letters only, so the name passes the name rules: the stamp's digits as letters. */
const suffix = String(stamp)
  .slice(-6)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const lastName = `Appointee${suffix}`;
const organisationName = `Llanaber ${suffix} RFC`;

/** Picks an option of a Mantine select by its label, within a dialog; the options open in a portal. */
async function choose(page: Page, scope: Locator, label: RegExp | string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('union organisations', () => {
  test('the Union Administrator creates an organisation, adds a team and appoints its Club Secretary, who then manages it', async ({
    browser,
  }) => {
    // Two people's journeys (signing up, then the administrator's) with an axe check on each page.
    test.setTimeout(120_000);
    const appointee = await (await browser.newContext()).newPage();
    await signUp(appointee, {
      email: `appointee.${stamp}@example.test`,
      password: 'Loose-head-2025',
      firstName: 'Ffion',
      lastName,
      dateOfBirth: '12/07/1984',
      addressLine1: '3 Heol y Bont',
      city: 'Harlech',
      county: 'Gwynedd',
      postCode: 'LL46 2UA',
    });
    await expect(appointee.getByRole('button', { name: /^Manage Organisations/ })).toHaveCount(0);

    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'admin@demo.test');
    await page.goto('/union');
    await page.getByTestId('card-organisations').getByRole('link').first().click();
    await page.waitForURL('**/union/organisations');
    await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Organisations' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Name or id' }).fill(organisationName);
    await expect(page.getByText('No organisations found')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New organisation' }).click();
    const create = page.getByRole('dialog', { name: 'New organisation' });
    await create.getByRole('button', { name: 'Create organisation' }).click();
    await expect(create.getByText('Enter the organisation name')).toBeVisible();
    await expectNoAxeViolations(page);
    await create.getByRole('textbox', { name: /^Name/ }).fill(organisationName);
    await choose(page, create, /^Type/, 'Clubs');
    await choose(page, create, /^Region/, 'Dyffryn');
    await create.getByRole('button', { name: 'Create organisation' }).click();
    await page.waitForURL(/\/union\/organisations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: organisationName })).toBeVisible();
    await expect(page.getByText('No teams yet')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add team' }).click();
    const addTeam = page.getByRole('dialog', { name: 'Add team' });
    await choose(page, addTeam, /^Team template/, 'Senior Men (Fifteens)');
    await expectNoAxeViolations(page);
    await addTeam.getByRole('button', { name: 'Add team' }).click();
    await expect(addTeam).toBeHidden();
    const teams = page.getByRole('region', { name: 'Teams' });
    await expect(teams.getByRole('heading', { name: 'Senior Men' })).toBeVisible();
    await expect(teams.getByText('Senior Men · Senior · Fifteens · Male')).toBeVisible();
    const registrations = teams.getByRole('switch', { name: 'Registrations open for Senior Men' });
    await expect(registrations).toBeChecked();
    await registrations.click({ force: true });
    const question = page.getByRole('dialog', { name: 'Close registrations for Senior Men?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(registrations).toBeChecked();
    await registrations.click({ force: true });
    await question.getByRole('button', { name: 'Close registrations' }).click();
    await expect(teams.getByRole('status')).toHaveText('Registrations are now closed for Senior Men.');
    await expect(registrations).not.toBeChecked();
    await expect(teams.getByText('1st team')).toBeVisible();

    await page.getByRole('button', { name: 'Appoint' }).click();
    const appoint = page.getByRole('dialog', { name: 'Appoint an office holder' });
    await appoint.getByRole('searchbox', { name: /Find a person/ }).fill(lastName);
    await appoint.getByRole('radio', { name: new RegExp(`Ffion ${lastName}`) }).check();
    await choose(page, appoint, /^Role/, 'Club Secretary');
    await expectNoAxeViolations(page);
    await appoint.getByRole('button', { name: 'Appoint' }).click();
    await expect(appoint).toBeHidden();
    const holders = page.getByRole('table', { name: 'Office holders' });
    await expect(holders.getByRole('row', { name: new RegExp(`Ffion ${lastName}`) })).toContainText('Club Secretary');
    await expectNoAxeViolations(page);

    await appointee.reload();
    await appointee.getByRole('button', { name: /^Manage Organisations/ }).click();
    const manage = appointee.getByRole('dialog', { name: 'Manage Organisations' });
    await expect(manage.getByRole('combobox', { name: 'Organisation' })).toHaveValue(
      `${organisationName} (Club Secretary)`,
    );
  });
});
