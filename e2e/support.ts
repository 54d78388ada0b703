import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'MyWRU-demo-2025';

/** Fails the test with the list of violations when the page has any axe (WCAG 2.2 AA) violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Signs in on the identity provider's page the browser is on. */
export async function signInOnProviderPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From anywhere: go to the landing page, start sign-in and sign in. Ends on /dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In or Create Account' }).first().click();
  await signInOnProviderPage(page, email, password);
  await page.waitForURL('**/dashboard');
}

/** The newest e-mail to `to` in the development mailbox, as text. */
export async function latestMailTo(page: Page, to: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const mail = page.locator('article.mail', { hasText: to }).first();
  await expect(mail).toBeVisible();
  return mail.innerText();
}
