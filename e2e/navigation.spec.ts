import { expect, test } from '@playwright/test';
import { baseURL } from './playwright.config';
import { expectNoAxeViolations, latestMailTo, signIn, signUp } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe('finding one’s way', () => {
  test('on a phone the bottom bar’s Applications and Profile open Track Registrations and Edit Personal Details', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'player@demo.test');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/track');
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

    await bar.getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByRole('heading', { name: 'Track Registrations' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await bar.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Edit Personal Details' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown page keeps a signed-in member’s header and bottom bar; a visitor sees the plain page', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await signIn(page, 'player@demo.test');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Member ID');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.setViewportSize(DESKTOP);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the beta-release banner shows on wide screens on every page, and not on a phone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const banner = page.getByTestId('beta-banner');
    await expect(banner).toBeVisible();
    await signIn(page, 'player@demo.test');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText('MyWRU is in beta. We are adding new features throughout the season.');
    // The header sits below the banner, not over it.
    await expect(page.getByRole('link', { name: 'MyWRU home' })).toBeInViewport();
    for (const path of ['/track', '/profile', '/actions', '/no-such-page']) {
      await page.goto(path);
      await expect(banner).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("a failed sign-in lands on 'Login failed' with what to do next, and Try again signs in", async ({ page }) => {
    await page.setViewportSize(PHONE);
    // A callback the portal did not start (no sign-in under way) fails as a real one would.
    await page.goto('/auth/callback?code=not-a-code&state=not-a-state');
    await expect(page).toHaveURL(/\/\?login=failed$/);
    // The error box is a group named by its title; its words are said through the app's live region.
    const alert = page.getByRole('group', { name: 'Login failed' });
    await expect(alert).toContainText('Login failed');
    await expect(alert).toContainText("Choose 'Forgot password?' on the sign-in page");
    await expect(alert.getByRole('link', { name: /Help and Support/ })).toHaveAttribute(
      'href',
      'https://support.mywru.example/help',
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email address').fill('player@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('MyWRU-demo-2025');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
  });

  test("after onboarding's Update a newcomer on a phone reads 'Person updated successfully' with the greeting in view; e-mails link back", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const email = `nav-${Date.now()}@example.test`;
    await signUp(page, {
      email,
      password: 'Navigation-pass-1',
      firstName: 'Nia',
      lastName: 'Rees',
      dateOfBirth: '12/03/1992',
      addressLine1: '3 Heol Fach',
      city: 'Bangor',
      county: 'Gwynedd',
      postCode: 'LL57 1AA',
    });
    await expect(page.getByRole('main').getByText('Person updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Hello, Nia/ })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);

    // The password reset e-mail links back to the portal.
    await page.goto('/reset-password');
    await page.getByRole('button', { name: /reset|send/i }).click();
    await expect(
      page.getByRole('main').getByText("We've sent you an email with a link to reset your password."),
    ).toBeVisible();
    const mail = await latestMailTo(page, email);
    expect(mail).toContain(`Open MyWRU: ${baseURL}/dashboard`);
  });

  test("saving personal details on a phone says 'Person updated successfully'; back on the dashboard the greeting is in view", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'player@demo.test');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Personal Details' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    const form = page.locator('form').first();
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(form.getByText('Saved', { exact: true })).toBeVisible();
    await expect(form.getByText('Person updated successfully')).toBeVisible();
    await expectNoAxeViolations(page);
    // Down to the children's section at the foot of the page, then home.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Home in the bottom bar (fixed, so clicking it does not scroll the page first).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Hello/ })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
