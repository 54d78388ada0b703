import axe from 'axe-core';
import { expect, test, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { getSessionEndpoint } from '@mywru/shared';

export const DEMO_PASSWORD = 'MyWRU-demo-2025';

/** The WCAG 2.0, 2.1 and 2.2 A and AA criteria, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's experimental rules that test a WCAG A or AA criterion: axe leaves them off by default, so they
 * are switched on by id (2.5.3 Label in Name; 1.3.1 Info and Relationships; 1.3.4 Orientation).
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
];

/** The widths every page and dialog is checked at: a phone and a desktop. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 720 };

/** Waits for the layout after a resize: the next frames, then every finite transition or animation. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * What axe runs: every rule tagged WCAG 2.0, 2.1 or 2.2 A or AA, the experimental WCAG rules above
 * switched on, and only the violations gathered in full (the rules that pass are still run).
 */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

/**
 * axe-core run in the page itself: put into the document once (again after a navigation loads a new
 * one), then `axe.run` on the whole document. The portal draws no frames, so nothing is left out.
 * (`@axe-core/playwright`'s builder evaluates axe's source in the page and in a blank page of its own
 * on every check: about three times the work, for the same results; decision 036.)
 */
async function axeViolations(page: Page, width: number): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
  return results.violations.map(
    (v) => `${width} px ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Fails the test with the list of violations when the page (with whatever dialog is open) has any
 * violation of the full WCAG 2.2 AA rule set, `target-size` and the experimental WCAG rules included,
 * at the phone width and at the desktop width. The page is left at the width it was at.
 */
export async function expectNoAxeViolations(page: Page) {
  const original = page.viewportSize() ?? DESKTOP_VIEWPORT;
  const summary: string[] = [];
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize({ width: viewport.width, height: original.height });
    await settled(page);
    summary.push(...(await axeViolations(page, viewport.width)));
  }
  await page.setViewportSize(original);
  expect(summary).toEqual([]);
}

/** Signs in on the identity provider's page the browser is on. */
export async function signInOnProviderPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Where the demo personas' e-mail addresses end: the accounts the demo data makes, all with DEMO_PASSWORD. */
const DEMO_DOMAIN = '@demo.test';

/**
 * The cookies a real sign-in of each demo persona left in its browser context (the portal's session
 * cookie and the identity provider's own), by e-mail: kept per worker, which runs its spec files one
 * after another against its own server.
 */
const demoSessions = new Map<string, Cookie[]>();

/** Whether the page's context is signed in as `email`, asked as the web app asks (the session contract). */
async function isSignedInAs(page: Page, email: string): Promise<boolean> {
  const response = await page.request.get(getSessionEndpoint.path);
  if (!response.ok()) return false;
  const session = getSessionEndpoint.response.parse(await response.json());
  return session.isAuthenticated && session.user?.email?.toLowerCase() === email;
}

/** Goes to the landing page, starts sign-in and signs in on the identity provider's page. Ends on /dashboard. */
async function signInThroughProvider(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In or Create Account' }).first().click();
  await signInOnProviderPage(page, email, password);
  await page.waitForURL('**/dashboard');
}

/**
 * From anywhere: signed in as `email`, on /dashboard.
 *
 * A demo persona (an e-mail ending `@demo.test` with DEMO_PASSWORD) signs in through the identity
 * provider's page the first time in a worker; the cookies that sign-in left (the portal's session and
 * the provider's) are kept, and a later `signIn` of the same persona, in any browser context, puts
 * them into the page's context, asks GET /auth/session through it whether that session is still live
 * and is that persona, and goes straight to /dashboard. So the journeys share the persona's one
 * server-side session, as two tabs of one browser would. When the check fails (the persona signed out
 * in an earlier journey, the password or e-mail changed, the session ended), those cookies are taken
 * out again, the persona signs in through the provider as on a first call and the new cookies are
 * kept. Why: a sign-in through the provider (landing page, the provider's page, a password hash, the
 * callback) took about 2 s of every journey (decision 036); the check costs one request.
 *
 * Any other account (one a journey made, another password) always signs in through the provider, as
 * does `{ fresh: true }`, which also keeps its session out of the shared ones: for a journey whose
 * meaning is a session of its own. The sign-in pages themselves are tested by the journeys that sign
 * in with `signInOnProviderPage` or step by step (accounts, keyboard, touch, the Welsh newcomer).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { fresh = false } = {}) {
  const persona = email.toLowerCase();
  const reusable = !fresh && persona.endsWith(DEMO_DOMAIN) && password === DEMO_PASSWORD;
  if (!reusable) return signInThroughProvider(page, email, password);

  const context = page.context();
  const kept = demoSessions.get(persona);
  if (kept) {
    await context.addCookies(kept);
    if (await isSignedInAs(page, persona)) {
      await page.goto('/dashboard');
      await page.waitForURL('**/dashboard');
      return;
    }
    demoSessions.delete(persona);
    for (const { name, domain, path } of kept) await context.clearCookies({ name, domain, path });
  }
  await signInThroughProvider(page, email, password);
  demoSessions.set(persona, await context.cookies());
}

/** The union's Administrator among the demo accounts: the one person who reads the outbox. */
export const ADMINISTRATOR_EMAIL = 'admin@demo.test';

/**
 * On the back office's Outbox page (the Administrator's page must be signed in): the newest
 * e-mail to `to`, as text.
 */
export async function readNewestMailTo(adminPage: Page, to: string): Promise<string> {
  await adminPage.goto('/union/outbox');
  const mail = adminPage
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(mail).toBeVisible();
  return mail.innerText();
}

/** The Administrator's signed-in page, one per browser: signing in once keeps journeys within their time. */
const administratorPages = new WeakMap<Browser, Promise<Page>>();

async function administratorPage(browser: Browser): Promise<Page> {
  const cached = administratorPages.get(browser);
  if (cached) {
    const page = await cached;
    if (!page.isClosed()) return page;
  }
  // Signing the Administrator in is a second browser's sign-in within the journey: give it its time.
  test.setTimeout(test.info().timeout + 30_000);
  const opened = (async () => {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signIn(page, ADMINISTRATOR_EMAIL, DEMO_PASSWORD, { fresh: true });
    return page;
  })();
  administratorPages.set(browser, opened);
  return opened;
}

/**
 * The newest e-mail to `to`, read as the union's Administrator reads it: signed in as the
 * Administrator in a browser context of its own (so `page` keeps whoever is signed in there),
 * on the back office's Outbox page. For journeys about something else than reading e-mail.
 */
export async function latestMailTo(page: Page, to: string): Promise<string> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to open another context in');
  return readNewestMailTo(await administratorPage(browser), to);
}

/** Who a fresh account is: what the sign-up and personal details steps ask for (date of birth as DD/MM/YYYY). */
export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  addressLine1: string;
  city: string;
  county: string;
  postCode: string;
}

/**
 * A fresh account of a spec's own: sign up and complete the personal details (address in the United Kingdom).
 * Ends on the dashboard.
 */
export async function signUp(page: Page, member: NewMember) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In or Create Account' }).first().click();
  await page.getByRole('link', { name: /create an account/i }).click();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Date of birth').fill(member.dateOfBirth);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Address line 1').fill(member.addressLine1);
  await page.getByLabel('City').fill(member.city);
  await page.getByLabel('County').fill(member.county);
  await page.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await page.getByLabel('Post code').fill(member.postCode);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Hello, ${member.firstName}`) })).toBeVisible();
}

/** Picks an option of a Mantine select by its label, within a dialog or section; the options open in a portal. */
export async function chooseOption(page: Page, scope: Locator, label: RegExp | string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
