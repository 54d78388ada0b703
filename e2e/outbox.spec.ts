import { expect, test } from '@playwright/test';
import { ADMINISTRATOR_EMAIL, expectNoAxeViolations, readNewestMailTo, signIn } from './support';

test.describe('the outbox in the union back office', () => {
  test('a member asks for a password reset, and the Union Administrator reads the e-mail in the back office outbox', async ({
    page,
    browser,
  }) => {
    // A member who forgot their password asks for the link on the sign-in page.
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email address').fill('coach@demo.test');
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.locator('main')).toContainText(/sent|check your e-?mail/i);

    // Nobody reads the outbox without signing in: the old mailbox address is only the web app's
    // 'page not found' now, and the outbox's API refuses.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto('/dev/mailbox');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(stranger.locator('body')).not.toContainText('reset-password');
    expect((await stranger.request.get('/api/union/outbox')).status()).toBe(401);

    // The Administrator: dashboard → Union back office → Outbox.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ADMINISTRATOR_EMAIL);
    await admin.getByRole('link', { name: /^Union\b/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Union back office' })).toBeVisible();
    await admin.getByTestId('card-outbox').getByRole('link').click();
    await expect(admin).toHaveURL(/\/union\/outbox$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(
      admin.getByText(
        'This is the outbox of a server with no SMTP server configured, so e-mail is kept here instead of being sent.',
        { exact: false },
      ),
    ).toBeVisible();
    const mail = admin.getByRole('article').filter({ hasText: 'To coach@demo.test' }).first();
    await expect(mail).toBeVisible();
    await expect(mail.getByRole('link', { name: /\/oidc\/reset-password\// })).toBeVisible();
    await expectNoAxeViolations(admin);
    expect(await readNewestMailTo(admin, 'coach@demo.test')).toMatch(/\/oidc\/reset-password\//);

    // Any other persona meets the permission message.
    const member = await (await browser.newContext()).newPage();
    await signIn(member, 'player@demo.test');
    await member.goto('/union/outbox');
    await expect(
      member.getByRole('main').getByText('You do not have permission to use this part of the union back office'),
    ).toBeVisible();
    await expect(member.getByRole('article')).toHaveCount(0);
  });
});
