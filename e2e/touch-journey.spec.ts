import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations } from './support';

// A newcomer on a touch phone: every select is tapped, not clicked.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Taps a select or autocomplete and expects its list to open with the field still on screen. */
async function tapOpen(page: Page, combobox: Locator) {
  await combobox.scrollIntoViewIfNeeded();
  await combobox.tap();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(combobox).toBeInViewport();
}

/**
 * Chooses an option of a Select by taps: the option is in view when tapped, then the field shows its
 * label, the list is closed and the field is still on screen.
 */
async function tapChoose(page: Page, combobox: Locator, option: string | RegExp) {
  await tapOpen(page, combobox);
  const choice = page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .and(page.locator(':not([data-combobox-disabled])'))
    .first();
  await choice.scrollIntoViewIfNeeded();
  await expect(choice).toBeInViewport();
  const label = (await choice.innerText()).trim();
  await choice.tap();
  await expect(combobox).toHaveValue(label);
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(combobox).toBeInViewport();
}

/** From the landing page, signs in with taps; ends on /dashboard. */
async function tapSignIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In or Create Account' }).first().tap();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await page.waitForURL('**/dashboard');
}

test.describe('On a touch phone', () => {
  test('a newcomer picks the United Kingdom by typing Wales, is asked sex and nationality before teams, and reads each set of terms', async ({
    page,
  }) => {
    test.slow(); // a sign-up, onboarding, a registration up to the terms and two accessibility checks
    const email = `touch-${Date.now()}@example.org`;
    const password = 'Touch-phone-2025';
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In or Create Account' }).first().tap();
    await page.getByRole('link', { name: /create an account/i }).tap();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).tap();
    await page.waitForURL('**/dashboard');

    await page.getByLabel('First name').fill('Ffion');
    await page.getByLabel('Last name').fill('Morgan');
    await page.getByLabel('Date of birth').fill('02/03/2001');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByLabel('Address line 1').fill('3 Heol y Castell');
    await page.getByLabel('City').fill('Caerphilly');
    await page.getByLabel('County').fill('Caerphilly');
    await page.getByLabel('Post code').fill('CF83 1JD');
    const country = page.getByRole('combobox', { name: /Country/ });
    // The field is brought to the middle of the screen first, as a thumb would: near the bottom, the
    // list it opens can lie under the fixed bottom bar.
    await country.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await tapOpen(page, country);
    await country.fill('Wales');
    await expect(page.getByRole('option')).toHaveText(['United Kingdom']);
    const unitedKingdom = page.getByRole('option', { name: 'United Kingdom' });
    await expect(unitedKingdom).toBeInViewport();
    await unitedKingdom.tap();
    await expect(country).toHaveValue('United Kingdom');
    // Checked once chosen: the check widens the page to the desktop width and back, after which the list is closed.
    await expectNoAxeViolations(page);
    await expect(country).toHaveValue('United Kingdom');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('button', { name: 'Update' }).tap();
    await expect(page.getByRole('heading', { name: /Hello, Ffion/ })).toBeVisible();

    await page.goto('/register');
    await page.getByRole('button', { name: /For myself/ }).tap();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('button', { name: /Register to Play/ }).tap();
    await page.getByRole('button', { name: 'Select Clubs' }).tap();
    await expect(page.getByText('Before we show the teams')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Female' }).tap();
    const nationalities = page.getByRole('combobox', { name: /Nationalities/ });
    await tapOpen(page, nationalities);
    await nationalities.fill('Wel');
    await page.getByRole('option', { name: 'Welsh', exact: true }).tap();
    await page.getByRole('button', { name: 'Save and show teams' }).tap();
    await expect(page.getByText(/^Showing teams for women aged \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Saved to the record: Edit Personal Details now holds them.
    const choosable = page
      .locator('li')
      .filter({ has: page.getByRole('button', { name: /^Select / }).and(page.locator(':enabled')) })
      .first();
    await choosable.getByRole('button', { name: /^Select / }).tap();
    await expect(page.getByRole('heading', { name: 'Confirm and submit' })).toBeVisible();
    const consent = page.getByRole('group', { name: 'Consent' });
    const links = consent.getByRole('link', { name: /^Read the .* \(opens in a new tab\)$/ });
    await expect(links).toHaveCount(6);
    await expect(consent.getByRole('link', { name: /Anti-Doping/ })).toHaveAttribute(
      'href',
      'https://www.mywru.example/policies/anti-doping',
    );
    for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    await page.goto('/profile');
    await expect(page.getByRole('radio', { name: 'Female' }).first()).toBeChecked();
  });

  test("the back office's and the profile's selects open on a tap", async ({ page }) => {
    await tapSignIn(page, 'admin@demo.test');

    await page.goto('/profile');
    await tapOpen(page, page.getByRole('combobox', { name: /Nationalities/ }).first());
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    await page.goto('/union/audit-log');
    const comboboxes = page.getByRole('combobox');
    await expect(comboboxes.first()).toBeVisible();
    for (const combobox of await comboboxes.all()) {
      await tapOpen(page, combobox);
      await page.keyboard.press('Escape');
    }
    // No axe check here: at 390 px the audit log's wide table scrolls in a region that is not yet
    // keyboard-focusable (reported; the audit log page is being reworked separately).

    await page.goto('/union/organisations');
    const filters = page.getByRole('combobox');
    await expect(filters.first()).toBeVisible();
    for (const combobox of await filters.all()) {
      await tapOpen(page, combobox);
      await page.keyboard.press('Escape');
    }
    await expectNoAxeViolations(page);
  });

  test("the union's new-organisation and grant-role dialogs: each choice made by taps", async ({ page }) => {
    // Nothing is saved: each dialog is closed with Cancel, so other journeys' data stays as found.
    await tapSignIn(page, 'admin@demo.test');

    await page.goto('/union/organisations');
    await page.getByRole('button', { name: 'New organisation' }).tap();
    const create = page.getByRole('dialog', { name: 'New organisation' });
    await tapChoose(page, create.getByRole('combobox', { name: /^Type/ }), 'Clubs');
    await tapChoose(page, create.getByRole('combobox', { name: /^Region/ }), 'Dyffryn');
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: 'Cancel' }).tap();
    await expect(create).toBeHidden();

    await page.goto('/union/roles');
    await page.getByRole('button', { name: 'Grant role' }).tap();
    const grant = page.getByRole('dialog', { name: 'Grant a union role' });
    await tapChoose(page, grant.getByRole('combobox', { name: /^Role/ }), 'Registrations Officer');
    await expectNoAxeViolations(page);
    await grant.getByRole('button', { name: 'Cancel' }).tap();
    await expect(grant).toBeHidden();
  });

  test("the union's Add team and Appoint dialogs on an organisation's page: each choice made by taps", async ({
    page,
  }) => {
    // Nothing is saved: each dialog is closed with Cancel, so other journeys' data stays as found.
    await tapSignIn(page, 'admin@demo.test');
    await page.goto('/union/organisations');
    await page.getByRole('searchbox', { name: 'Name or id' }).fill('Cwm Valley RFC');
    await page.getByRole('link', { name: 'Open Cwm Valley RFC' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Cwm Valley RFC' })).toBeVisible();

    await page.getByRole('button', { name: 'Add team' }).tap();
    const addTeam = page.getByRole('dialog', { name: 'Add team' });
    await tapChoose(page, addTeam.getByRole('combobox', { name: /^Team template/ }), 'Senior Men (Fifteens)');
    await expectNoAxeViolations(page);
    await addTeam.getByRole('button', { name: 'Cancel' }).tap();
    await expect(addTeam).toBeHidden();

    await page.getByRole('button', { name: 'Appoint' }).tap();
    const appoint = page.getByRole('dialog', { name: 'Appoint an office holder' });
    await tapChoose(page, appoint.getByRole('combobox', { name: /^Role/ }), 'Team Coach');
    // A role held for teams asks which: the first team variation is chosen by a tap and shows as a pill.
    const teams = appoint.getByRole('combobox', { name: /^Teams/ });
    await tapOpen(page, teams);
    const team = page.getByRole('option').first();
    await team.scrollIntoViewIfNeeded();
    await expect(team).toBeInViewport();
    const label = (await team.innerText()).trim();
    await team.tap();
    await expect(team).toHaveAttribute('aria-selected', 'true');
    await expect(appoint.getByText(label, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(appoint).toBeVisible();
    await expect(teams).toBeInViewport();
    await expectNoAxeViolations(page);
    await appoint.getByRole('button', { name: 'Cancel' }).tap();
    await expect(appoint).toBeHidden();
  });

  test("the secretary's Manage Organisations and the player's international-status union are chosen by taps", async ({
    page,
  }) => {
    await tapSignIn(page, 'secretary@demo.test');
    await page.getByRole('button', { name: /^Manage Organisations/ }).tap();
    const manage = page.getByRole('dialog', { name: 'Manage Organisations' });
    // The only organisation is chosen already; tapping it again keeps it chosen (it does not clear it).
    await tapChoose(page, manage.getByRole('combobox', { name: 'Organisation' }), /Cwm Valley RFC/);
    await expect(manage.getByRole('button', { name: 'Manage', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();

    await page.context().clearCookies();
    await tapSignIn(page, 'player@demo.test');
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByLabel('First name')).toHaveValue('Rhys');
    await details.getByRole('button', { name: 'Save' }).tap();
    const stages = page.getByRole('dialog', { name: 'International playing status' });
    await stages.getByRole('button', { name: 'Continue' }).tap();
    await stages.getByRole('button', { name: 'Yes' }).tap();
    await tapChoose(page, stages.getByRole('combobox', { name: 'Rugby union' }), 'Irish');
    await expectNoAxeViolations(page);
    // Leave the player as found: close without saving.
    await page.keyboard.press('Escape');
    await expect(stages).toBeHidden();
  });
});
