import { expect, test } from '@playwright/test';
import { chooseOption, expectNoAxeViolations, signIn } from './support';

/** The order Manage Teams lists teams in: by age grade (Under 7 before Under 10), then Youth, then senior, then the rest. */
function gradeRank(name: string): number {
  const under = /^Under (\d+)/.exec(name);
  if (under) return Number(under[1]);
  if (/^Youth/.test(name)) return 17;
  if (/^Senior/.test(name)) return 100;
  return 1000;
}

test.describe('Manage Teams on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the secretary sees the teams by age grade, each toggle named, and a tap asks before anything changes', async ({
    page,
  }) => {
    await signIn(page, 'secretary@demo.test');
    await page.getByRole('button', { name: /Manage Organisations/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Manage' }).click();
    await page.waitForURL(/\/organisation\/\d+$/);
    await page.getByRole('link', { name: /Teams/ }).click();
    await page.waitForURL(/\/organisation\/\d+\/teams$/);

    const table = page.getByRole('table', { name: 'Teams' });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const names = await table.getByRole('rowheader').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Under 7', 'Under 8', 'Under 9']);
    const ranks = names.map(gradeRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    await expectNoAxeViolations(page);

    const toggle = page.getByRole('switch', { name: 'Registrations open for Under 10' });
    await toggle.scrollIntoViewIfNeeded();
    const before = await toggle.isChecked();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/registration') && request.method() === 'PUT') sent += 1;
    });
    await toggle.tap({ force: true });
    const question = page.getByRole('dialog', { name: `${before ? 'Close' : 'Open'} registrations for Under 10?` });
    await expect(question).toBeVisible();
    await expect(
      question.getByRole('button', { name: before ? 'Close registrations' : 'Open registrations' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).tap();
    await expect(question).toBeHidden();
    await expect(toggle).toBeChecked({ checked: before });
    expect(sent).toBe(0);
  });
});

test.describe("the union's teams", () => {
  test('the Union Administrator adds a team to a new organisation and closes it for registrations after confirming', async ({
    page,
  }) => {
    /** Letters only, so the name passes the name rules: the stamp's digits as letters. */
    const suffix = String(Date.now())
      .slice(-6)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const organisationName = `Aberdaron ${suffix} RFC`;
    await signIn(page, 'admin@demo.test');
    await page.goto('/union/organisations');
    await page.getByRole('button', { name: 'New organisation' }).click();
    const create = page.getByRole('dialog', { name: 'New organisation' });
    await create.getByRole('textbox', { name: /^Name/ }).fill(organisationName);
    await chooseOption(page, create, /^Type/, 'Clubs');
    await create.getByRole('button', { name: 'Create organisation' }).click();
    await page.waitForURL(/\/union\/organisations\/\d+$/);
    await expect(page.getByText('No teams yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add team' }).click();
    const addTeam = page.getByRole('dialog', { name: 'Add team' });
    await chooseOption(page, addTeam, /^Team template/, 'Senior Men (Fifteens)');
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
    await expect(teams.getByText('Registrations are now closed for Senior Men.')).toBeVisible();
    await expect(registrations).not.toBeChecked();
    await expect(teams.getByText('1st team')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
