import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, latestMailTo, signIn } from './support';

/** Step 1 of /register for yourself, then step 2's choice. */
async function startForMyself(page: Page, choice: 'Register to Play' | 'Register to Volunteer') {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Who are you registering?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /For myself/ }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How would you like to take part?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: new RegExp(choice) }).click();
}

/**
 * Club A of the demo data. The demo player's application here leaves its teams alone: it would close
 * them to the player, and the organisation journey (organisations.spec.ts) needs one of them still
 * open to the player, whichever of the two files runs first.
 */
const CLUB_A = 'Cwm Valley RFC';

/**
 * Way to play (Clubs) and the first team that can be chosen, at a club other than `except` when
 * given; returns the team's name.
 */
async function chooseClubTeam(page: Page, { except }: { except?: string } = {}): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Choose a way to play' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clubs', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Select Clubs' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a team' })).toBeVisible();
  const choosable = page
    .locator('li')
    .filter({ has: page.getByRole('button', { name: /^Select / }).and(page.locator(':enabled')) })
    .filter(except ? { hasNotText: except } : {})
    .first();
  await expect(choosable).toBeVisible();
  await expectNoAxeViolations(page);
  const team = (await choosable.getByRole('heading').textContent()) ?? '';
  await choosable.getByRole('button', { name: /^Select / }).click();
  return team;
}

async function consentAndSubmit(page: Page, submit: string) {
  const button = page.getByRole('button', { name: submit });
  const consent = page.getByRole('group', { name: 'Consent' });
  await expect(button).toBeDisabled();
  for (const box of await consent.getByRole('checkbox').all()) await box.check();
  await expectNoAxeViolations(page);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('Register to Participate', () => {
  test('a player registers for a team, is e-mailed and sees it on Track Registrations', async ({ page }) => {
    await signIn(page, 'player@demo.test');
    await startForMyself(page, 'Register to Play');
    const team = await chooseClubTeam(page, { except: CLUB_A });
    await expect(page.getByRole('heading', { name: 'Confirm and submit' })).toBeVisible();
    await expect(page.getByText(team, { exact: true })).toBeVisible();
    await consentAndSubmit(page, 'Submit registration');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Register for another team' })).toBeVisible();

    const mail = await latestMailTo(page, 'player@demo.test');
    expect(mail).toContain(`Application to play for ${team}`);

    await page.goto('/track');
    await expect(page.getByRole('heading', { name: 'Track Registrations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: team }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a restricted team shows the orange notice and cannot be chosen', async ({ page }) => {
    // The player already plays Fifteens at Cwm Valley RFC: other clubs' Fifteens teams are closed.
    await signIn(page, 'player@demo.test');
    await startForMyself(page, 'Register to Play');
    await expect(
      page.getByText(/You (are already playing|have an application|have previously registered)/).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Select Clubs' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a team' })).toBeVisible();
    const restricted = page
      .locator('li')
      .filter({ has: page.getByRole('alert') })
      .first();
    await expect(restricted).toBeVisible();
    await expect(restricted.getByRole('button', { name: /^Select / })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('a parent registers a child to play', async ({ page }) => {
    await signIn(page, 'parent@demo.test');
    await page.goto('/register');
    await page.getByRole('button', { name: /On behalf of a child/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select family member' });
    await expect(dialog.getByRole('button', { name: /Osian Howells/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /Osian Howells/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: "Confirm your child's details" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm parent details' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Registering: Osian Howells')).toBeVisible();
    await page.getByRole('button', { name: /Register to Play/ }).click();
    const team = await chooseClubTeam(page);
    await consentAndSubmit(page, 'Submit registration');

    const mail = await latestMailTo(page, 'parent@demo.test');
    expect(mail).toContain(`Application to play for ${team}`);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the volunteer wizard shows each role's icon and colour, names the support mailbox, and lists a club's teams 9 at a time", async ({
      page,
    }) => {
      await signIn(page, 'player@demo.test');
      await startForMyself(page, 'Register to Volunteer');
      await expect(page.getByRole('heading', { name: 'Choose a role' })).toBeVisible();
      const coach = page.getByTestId('role-card').filter({ has: page.getByRole('heading', { name: 'Team Coach' }) });
      const badge = coach.locator('[data-icon]');
      await expect(badge).toHaveAttribute('data-icon', 'IconWhistle');
      await expect(badge).toHaveCSS('background-color', 'rgb(21, 128, 61)');
      await expect(badge.locator('svg')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Select Match Day Volunteer' }).tap();
      await expect(page.getByRole('heading', { name: 'Choose an organisation and teams' })).toBeVisible();
      const hint = page.getByText(/Organisation not listed\?/);
      await expect(hint).toContainText('Contact the digital and data support mailbox (address: ');
      await expect(hint.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
      await page.getByRole('searchbox', { name: 'Search organisations' }).fill('Cwm Valley');
      await page.getByRole('radio', { name: /Cwm Valley RFC/ }).check();
      const teams = page.getByRole('group', { name: /Teams/ });
      await expect(teams.getByRole('checkbox')).toHaveCount(9);
      await expect(teams.getByRole('checkbox').first()).toHaveAccessibleName(/^Under 7/);
      await expectNoAxeViolations(page);
      const loadMore = page.getByRole('button', { name: 'Load more' });
      await loadMore.last().tap();
      await expect(teams.getByRole('checkbox')).toHaveCount(18);
      await loadMore.last().tap();
      // Cwm Valley RFC has 21 teams: the last page is short and 'Load more' goes.
      await expect(teams.getByRole('checkbox')).toHaveCount(21);
      await expect(loadMore).toHaveCount(0);
      await expect(teams.getByRole('checkbox').last()).toHaveAccessibleName(/^Senior/);
      await expect(teams.getByText('Mixed Ability rugby · Mixed')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('a parent volunteers as a team coach of an Under team, which starts a DBS check', async ({ page }) => {
    await signIn(page, 'parent@demo.test');
    await startForMyself(page, 'Register to Volunteer');
    await expect(page.getByRole('heading', { name: 'Choose a role' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Select Team Coach' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an organisation and teams' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Unattached/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search organisations' }).fill('Aberllyn RFC');
    await page.getByRole('radio', { name: /Aberllyn RFC/ }).check();
    const underTeam = page.getByRole('checkbox', { name: /^Under / }).first();
    await expect(underTeam).toBeVisible();
    await expectNoAxeViolations(page);
    await underTeam.check();
    await expect(page.getByText('DBS check required')).toBeVisible();
    await page.getByRole('checkbox', { name: /I understand that volunteering with these age grades/ }).check();
    await consentAndSubmit(page, 'Save and Continue');
    await expect(page.getByText(/A DBS check will be started/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track Registrations' })).toHaveAttribute('href', '/track');

    const mail = await latestMailTo(page, 'parent@demo.test');
    expect(mail).toContain('Registration to volunteer as Team Coach');
  });
});

test.describe('Track Registrations and participation', () => {
  test('a parent follows their own and their children’s applications', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'parent@demo.test');
    await page.goto('/track');
    await expect(page.getByRole('heading', { name: 'Track Registrations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Osian Howells's applications" })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Elin Howells's applications" })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Player' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    // The demo parent has no player application of their own: no section and no empty block above the children's.
    await expect(page.getByRole('heading', { name: 'Your applications' })).toHaveCount(0);
    await expect(page.getByText('No applications to track')).toHaveCount(0);
    // A step still awaited reads as in progress, not as done.
    const current = page.getByTestId('current-step').filter({ hasText: 'Awaiting club decision' }).first();
    await expect(current).toBeVisible();
    await expect(page.locator('.mantine-Timeline-item', { has: current })).toContainText('In progress');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Volunteer' }).click();
    await expect(page.getByRole('heading', { name: 'Your applications' })).toBeVisible();
    // The demo parent's Team Manager registration awaits the club.
    await expect(page.getByRole('heading', { name: 'Team Manager' }).first()).toBeVisible();
    await expect(page.getByText('Club decision').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a member views participation: qualifications, DBS and roles', async ({ page }) => {
    await signIn(page, 'parent@demo.test');
    await page.goto('/participation');
    await expect(page.getByRole('heading', { name: 'Your Participation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Your Qualifications/ }).click();
    await expect(page.getByRole('heading', { name: 'Your Qualifications' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/participation/dbs');
    await expect(page.getByRole('heading', { name: 'Your DBS' })).toBeVisible();
    await expect(page.getByTestId('dbs-status')).toHaveText('Pending');
    await expectNoAxeViolations(page);
    await page.goto('/participation/roles');
    await expect(page.getByRole('heading', { name: 'Your Roles' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
