import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/** Picks an option of a searchable select by its label. */
async function choose(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('dashboard', () => {
  test('a newcomer completes the onboarding form and sees the complete dashboard', async ({ page }) => {
    await signIn(page, 'newcomer@demo.test');
    await expect(page.getByRole('heading', { name: 'Please Complete Your Personal Details' })).toBeVisible();
    await expect(page.getByText('You need to complete your personal details before you can access the portal')).toBeVisible();
    await expectNoAxeViolations(page);

    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByLabel('First name').fill('Megan');
    await page.getByLabel('Last name').fill('Powell');
    await page.getByLabel('Date of birth').fill('05/04/1990');
    await next.click();

    await expect(page.getByRole('heading', { name: 'Address' })).toBeFocused();
    await page.getByLabel('Address line 1').fill('1 Stryd Fawr');
    await page.getByLabel('City').fill('Bala');
    await page.getByLabel('County').fill('Gwynedd');
    await choose(page, /Country/, 'United Kingdom');
    const postCode = page.getByLabel('Post code');
    await postCode.fill('ll23');
    await expect(page.getByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).toBeVisible();
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);
    await postCode.fill('ll23 7ab');
    await expect(postCode).toHaveValue('LL23 7AB');
    await expect(page.getByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).toBeHidden();
    await expect(next).toBeEnabled();
    await next.click();

    await page.getByLabel(/news, offers and information about events/).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Update' }).click();

    await expect(page.getByRole('heading', { name: /Hello, Megan/ })).toBeVisible();
    await expect(page.getByText(/Registration for the \d{4}–\d{4} season is now open\./)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Register to Participate/ })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: /^Track Registrations/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an imported record without a first name is warned ('Important') before registering", async ({ page }) => {
    await signIn(page, 'unnamed@demo.test');
    await expect(page.getByRole('heading', { name: /Welcome to MyWRU/ })).toBeVisible();
    await page.getByRole('button', { name: /^Register to Participate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Important' });
    await expect(dialog).toContainText('You have not yet registered your details with this account.');
    await expectNoAxeViolations(page);
    const contact = dialog.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', /^mailto:.+\?subject=.+&body=.*previous%20club/);
    // Keep the browser on the page: the mail draft itself is the operating system's business.
    await contact.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await contact.click();
    await expect(dialog.getByRole('status')).toContainText('Your date of birth');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a club secretary manages their organisation; a referee sees Refereeing and opens it', async ({ page }) => {
    await signIn(page, 'secretary@demo.test');
    await page.getByRole('button', { name: /^Manage Organisations/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Organisations' });
    await expect(dialog.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Cwm Valley RFC (Club Secretary)');
    await expect(page.getByTestId('card-refereeing')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/\/organisation\/\d+$/);

    // The demo referee holds only a Referee role (in a referees' society): Refereeing, enabled (the
    // referee features are live), and no Manage Organisations.
    await page.context().clearCookies();
    await signIn(page, 'referee@demo.test');
    await expect(page.getByRole('link', { name: /^Track Registrations/ })).toBeVisible();
    await expect(page.getByTestId('card-refereeing')).not.toContainText('Coming Soon');
    await expect(page.getByRole('button', { name: /^Manage Organisations/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^Refereeing/ }).click();
    await expect(page).toHaveURL(/\/refereeing$/);
  });

  test('the dashboard comes drawn by the server, and the app takes it over as it is (decision 039)', async ({ page, browser }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(page, 'player@demo.test');

    // Drawn by the server: the complete dashboard without any script.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      await noScript.addCookies(await page.context().cookies());
      const plain = await noScript.newPage();
      const response = await plain.goto('/dashboard');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(plain.getByRole('heading', { level: 1, name: /^👋 Hello, / })).toBeVisible();
      await expect(plain.getByText(/Registration for the \d{4}–\d{4} season is now open\./)).toBeVisible();
      await expect(plain.getByRole('link', { name: /^Edit Personal Details/ })).toHaveAttribute('href', '/profile');
      // A link works as a link before the app has started.
      await plain.getByRole('link', { name: /^Track Registrations/ }).click();
      await expect(plain).toHaveURL(/\/track$/);
    } finally {
      await noScript.close();
    }

    // Taken over as drawn: the elements the server drew are the app's (hydrated, not drawn again).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('#root h1');
      });
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => {
        const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
        return Boolean(drawn) && drawn === document.querySelector('#root h1');
      }),
    ).toBe(true);
    // In the browser, a card opens its page without loading a document.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('link', { name: /^Edit Personal Details/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('on a phone the cards are grouped under Manage, Account and Support above the bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'player@demo.test');
    for (const group of ['Manage', 'Account', 'Support']) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    const bottomBar = page.getByRole('navigation', { name: 'Main' });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' }).getByRole('link', { name: /^Edit Personal Details/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
