import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, latestMailTo, signIn, signInOnProviderPage } from './support';

const stamp = Date.now();

test.describe('account', () => {
  test('a newcomer creates an account, signs out and signs in again', async ({ page }) => {
    const email = `new.member.${stamp}@example.test`;
    const password = 'Scrum-half-2025';
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In or Create Account' }).first().click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /create an account/i }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(/Member ID/i).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: /account/i })
      .first()
      .click();
    await expect(page.getByText(email).first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$|\/oidc\//);
    await page.goto('/dashboard');
    await signInOnProviderPage(page, email, password);
    await page.waitForURL('**/dashboard');
  });

  test('a taken e-mail is refused when creating an account', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: /create an account/i }).click();
    await page.getByLabel('Email address').fill('PLAYER@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Another-pass-2025');
    await page.getByLabel('Confirm password').fill('Another-pass-2025');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email address already exists.')).toBeVisible();
  });

  test('a deep link to /profile returns there after sign-in', async ({ page }) => {
    await page.goto('/profile');
    await signInOnProviderPage(page, 'player@demo.test');
    await page.waitForURL('**/profile');
    await expect(page.getByRole('heading', { name: 'Edit Personal Details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a forgotten password is reset through the e-mailed single-use link', async ({ page }) => {
    // An account of the test's own, so that no demo account's password changes under other specs.
    const email = `forgetful.${stamp}@example.test`;
    const firstPassword = 'First-Password-2025';
    const newPassword = 'Fly-half-Reset-2026';
    await page.goto('/auth/login');
    await page.getByRole('link', { name: /create an account/i }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await page.context().clearCookies();

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.locator('main')).toContainText(/sent|check your e-?mail/i);

    const mail = await latestMailTo(page, email);
    const link = mail.match(/https?:\/\/\S+\/oidc\/reset-password\/\S+/)?.[0];
    expect(link, 'the reset e-mail carries a link').toBeTruthy();
    await expectNoAxeViolations(page);

    await page.goto(link!);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: /password/i }).click();
    await expect(page.locator('main')).toContainText(/password has been (changed|reset)/i);

    await page.goto(link!);
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();

    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the portal reset-password page e-mails the signed-in person a reset link', async ({ page }) => {
    await signIn(page, 'coach@demo.test');
    await page.goto('/reset-password');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /reset|send/i }).click();
    await expect(
      page.getByRole('main').getByText("We've sent you an email with a link to reset your password."),
    ).toBeVisible();
    const mail = await latestMailTo(page, 'coach@demo.test');
    expect(mail).toMatch(/\/oidc\/reset-password\//);
  });
});
