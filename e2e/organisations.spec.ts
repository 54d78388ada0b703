import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseOption, expectNoAxeViolations, signIn, signUp } from './support';

const PLAYER_CONSENTS = [
  'wruAndWorldRugbyPolicies',
  'antiDopingPolicy',
  'riskOfInjuryPolicy',
  'paymentPolicy',
  'deregistrationPolicy',
  'privacyPolicy',
];

async function memberIdOf(page: Page): Promise<number> {
  const session = (await (await page.request.get('/auth/session')).json()) as { user: { memberId: number } };
  return session.user.memberId;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** From the dashboard: Manage Organisations, then Manage; ends on the organisation hub. */
async function openHub(page: Page): Promise<number> {
  await page.getByRole('button', { name: /Manage Organisations/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Manage' }).click();
  await page.waitForURL(/\/organisation\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test.describe('organisation administration', () => {
  test('the secretary approves an application made in the test and the applicant sees it approved', async ({
    browser,
  }) => {
    // The player applies to a team of club A that is open to them.
    const player = await signedInPage(browser, 'player@demo.test');
    const playerId = await memberIdOf(player);
    const types = (await (await player.request.get('/api/organisation/type')).json()) as {
      id: number;
      nameEn: string;
    }[];
    const clubs = types.find((type) => type.nameEn === 'Clubs');
    expect(clubs).toBeDefined();
    const cards = (await (
      await player.request.get(
        `/api/organisation/type/${clubs?.id}/team-parents?personId=${playerId}&search=Cwm%20Valley`,
      )
    ).json()) as { teamParentId: number; team: string; organisation: { name: string }; restricted: unknown }[];
    const open = cards.find((card) => card.organisation.name === 'Cwm Valley RFC' && card.restricted === null);
    expect(open, 'a Cwm Valley RFC team open to the player').toBeDefined();
    const created = await player.request.post(`/api/person/${playerId}/playing-registration`, {
      headers: { origin: new URL(player.url()).origin },
      data: {
        teamParentId: open?.teamParentId,
        consents: Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true])),
      },
    });
    expect(created.ok()).toBe(true);
    const application = (await created.json()) as { id: number; status: string };
    expect(application.status).toBe('awaiting_org');

    // The secretary decides it.
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    const organisationId = await openHub(secretary);
    await expect(secretary.getByRole('heading', { level: 1, name: 'Cwm Valley RFC' })).toBeVisible();
    await expect(secretary.getByText('Club Secretary')).toBeVisible();
    await expectNoAxeViolations(secretary);
    await secretary.getByRole('link', { name: /Registrations/ }).click();
    await secretary.waitForURL(`**/organisation/${organisationId}/applications`);
    const awaiting = secretary.getByRole('region', { name: 'Awaiting Decision' });
    await expect(awaiting.getByText('Rhys Pritchard')).toBeVisible();
    await expectNoAxeViolations(secretary);
    await awaiting.getByRole('button', { name: "Decide on Rhys Pritchard's application" }).click();
    const dialog = secretary.getByRole('dialog', { name: 'Decide on Application' });
    await expect(dialog).toBeVisible();
    // What the decision needs, in words: the format's label (no code), member ID, age, contact and history.
    await expect(dialog.getByText(`Member ID: ${playerId}`)).toBeVisible();
    await expect(dialog.getByText(/^Date of birth: \d{2}\/\d{2}\/\d{4} \(age \d+\)$/)).toBeVisible();
    await expect(dialog.getByText(/\((Fifteens|Sevens|Tens|Mixed Ability rugby|Tag|Touch)\)$/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'player@demo.test' })).toHaveAttribute(
      'href',
      'mailto:player@demo.test',
    );
    const history = dialog.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('Submitted');
    await expect(history).toContainText('Awaiting your decision');
    const option = dialog.getByLabel(/Team option/);
    if (await option.isVisible()) {
      await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
      await option.click();
      await secretary.getByRole('option').first().click();
    }
    await expectNoAxeViolations(secretary);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(secretary.getByRole('main').getByText("Rhys Pritchard's registration was approved.")).toBeVisible();
    await expect(secretary.getByRole('region', { name: 'Approved' }).getByText('Rhys Pritchard').first()).toBeVisible();

    // The applicant sees it approved.
    const mine = (await (await player.request.get(`/api/person/${playerId}/application`)).json()) as {
      id: number;
      status: { value: string };
    }[];
    expect(mine.find((item) => item.id === application.id)?.status.value).toBe('approved');
    await player.goto('/track');
    await expect(player.getByText(open?.team ?? '').first()).toBeVisible();
    await expect(player.getByText('Approved').first()).toBeVisible();
  });

  test('the secretary searches people, loads more, and opens the details', async ({ page }) => {
    await signIn(page, 'secretary@demo.test');
    const organisationId = await openHub(page);
    await page.getByRole('link', { name: /People/ }).click();
    await page.waitForURL(`**/organisation/${organisationId}/people`);
    const list = page.getByRole('list', { name: 'People' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const first = await list.getByRole('listitem').count();
    if (first >= 20) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(first);
    } else {
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.getByLabel('Search people').fill('Pritchard');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Rhys Pritchard')).toBeVisible();
    await list.getByRole('button', { name: 'View details of Rhys Pritchard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Person Details' });
    await expect(dialog.getByRole('heading', { name: 'Roles' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Qualifications' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'DBS' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('Search people').fill('zzzz-nobody');
    await expect(page.getByRole('main').getByText('Nothing to see here')).toBeVisible();
  });

  test("the secretary toggles a team's registrations and back, and opens the team", async ({ page }) => {
    await signIn(page, 'secretary@demo.test');
    const organisationId = await openHub(page);
    await page.getByRole('link', { name: /Teams/ }).click();
    await page.waitForURL(`**/organisation/${organisationId}/teams`);
    const toggle = page.getByRole('switch', { name: 'Registrations open for Senior Men' });
    await expect(toggle).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await toggle.isChecked();
    // A tap asks first: cancelling changes nothing.
    await toggle.click({ force: true });
    const question = page.getByRole('dialog', { name: `${before ? 'Close' : 'Open'} registrations for Senior Men?` });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(toggle).toBeChecked({ checked: before });
    // Confirmed, it is sent, announced and kept.
    const answer = page.waitForResponse(
      (response) => response.url().includes('/registration') && response.request().method() === 'PUT',
    );
    await toggle.click({ force: true });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: before ? 'Close registrations' : 'Open registrations' })
      .click();
    expect((await answer).ok()).toBe(true);
    await expect(toggle).toBeChecked({ checked: !before });
    await expect(page.getByRole('status')).toContainText(
      `Registrations are now ${before ? 'closed' : 'open'} for Senior Men.`,
    );
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Registrations open for Senior Men' })).toBeChecked({
      checked: !before,
    });
    const back = page.waitForResponse(
      (response) => response.url().includes('/registration') && response.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'Registrations open for Senior Men' }).click({ force: true });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: before ? 'Open registrations' : 'Close registrations' })
      .click();
    expect((await back).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Registrations open for Senior Men' })).toBeChecked({
      checked: before,
    });

    await page.getByRole('link', { name: 'View Details of Senior Men' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Men' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '1st team' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/organisation/${organisationId}/resources`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    for (const level of ['Standard', 'Bronze', 'Silver', 'Gold', 'Platinum']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${level}`) })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("another club's secretary is refused club A's pages", async ({ browser, page }) => {
    const secretary = await signedInPage(browser, 'secretary@demo.test');
    const clubA = await openHub(secretary);
    await secretary.context().close();

    await signIn(page, 'secretary2@demo.test');
    await page.goto(`/organisation/${clubA}`);
    await expect(page.getByRole('main')).toContainText('You do not have permission to manage this organisation');
    await expectNoAxeViolations(page);
    await page.goto(`/organisation/${clubA}/applications`);
    await expect(page.getByRole('main')).toContainText('Permission Denied');
    await expect(page.getByRole('main')).toContainText(
      'You do not have permission to manage registrations for this organisation',
    );
    await expectNoAxeViolations(page);
    await page.goto(`/organisation/${clubA}/people`);
    await expect(page.getByRole('main')).toContainText(
      'You do not have permission to view people in this organisation',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("the union's organisations", () => {
  const stamp = Date.now();
  /** Letters only, so the name passes the name rules: the stamp's digits as letters. */
  const suffix = String(stamp)
    .slice(-6)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const lastName = `Appointee${suffix}`;
  const organisationName = `Llanaber ${suffix} RFC`;

  test('the Union Administrator creates an organisation and appoints its Club Secretary, who then manages it', async ({
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
    await expect(page.getByRole('main').getByRole('heading', { name: 'No organisations found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New organisation' }).click();
    const create = page.getByRole('dialog', { name: 'New organisation' });
    await create.getByRole('button', { name: 'Create organisation' }).click();
    // The error summary at the top links to the field, which carries the same message.
    await expect(create.getByRole('link', { name: 'Enter the organisation name' })).toBeVisible();
    await expect(create.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Enter the organisation name/,
    );
    await expectNoAxeViolations(page);
    await create.getByRole('textbox', { name: /^Name/ }).fill(organisationName);
    await chooseOption(page, create, /^Type/, 'Clubs');
    await chooseOption(page, create, /^Region/, 'Dyffryn');
    await create.getByRole('button', { name: 'Create organisation' }).click();
    await page.waitForURL(/\/union\/organisations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: organisationName })).toBeVisible();
    await expect(page.getByRole('main').getByText('No teams yet')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Appoint' }).click();
    const appoint = page.getByRole('dialog', { name: 'Appoint an office holder' });
    await appoint.getByRole('searchbox', { name: /Find a person/ }).fill(lastName);
    await appoint.getByRole('radio', { name: new RegExp(`Ffion ${lastName}`) }).check();
    await chooseOption(page, appoint, /^Role/, 'Club Secretary');
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
