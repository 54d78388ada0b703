import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test.describe('landing page', () => {
  test('shows the product, the audiences and the sign-in and help buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'MyWRU', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In or Create Account' }).first()).toBeVisible();
    const help = page.getByRole('link', { name: 'Help and Support' }).first();
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Currently Unavailable' })).toBeHidden();
    for (const audience of ['Secretaries', 'Players', 'Clubs', 'Volunteers', 'Referees']) {
      await expect(page.getByRole('heading', { name: audience })).toBeAttached();
    }
    await expect(page.getByText('From October 2025').first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Legal and Privacy' })).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test("comes drawn in the visitor's language from the server and is hydrated without an error", async ({
    page,
    request,
  }) => {
    // The HTML itself holds the page (decision 035): in Welsh for a browser preferring Welsh.
    const welsh = await (await request.get('/', { headers: { 'accept-language': 'cy-GB,cy;q=0.9,en;q=0.8' } })).text();
    expect(welsh).toContain('<html lang="cy"');
    expect(welsh).toContain('data-prerendered-lang="cy"');
    expect(welsh).toContain('Mewngofnodi');
    const english = await (await request.get('/?lng=en')).text();
    expect(english).toContain('data-prerendered-lang="en"');
    expect(english).toContain('Log In or Create Account');
    // Every other page is the empty shell: no landing page flashes before it.
    const dashboard = await (await request.get('/dashboard', { headers: { 'accept-language': 'cy' } })).text();
    expect(dashboard).toContain('<div id="root"></div>');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Help and Support' }).first()).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Cymraeg' }).click();
    await expect(page.getByRole('heading', { name: 'Popeth mewn un lle' })).toBeAttached();
    expect(problems).toEqual([]);
  });

  test('changes language and starts sign-in from a tap made before its script has run', async ({ browser }) => {
    // The page is drawn at build time, so it can be tapped before its script has taken it over; here
    // the script never runs, which is the longest such wait.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/?lng=en');
      await page.getByRole('button', { name: 'Cymraeg' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
      await page.getByRole('button', { name: 'Mewngofnodi neu Greu Cyfrif' }).click();
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('alternates the tagline every five seconds', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('The Game. Connected.')).toBeVisible();
    await expect(page.getByText('Built for the future of Welsh Rugby')).toBeVisible({ timeout: 7_000 });
    await expect(page.getByText('The Game. Connected.')).toBeVisible({ timeout: 7_000 });
  });

  test('pauses the tagline with its visible control', async ({ page }) => {
    await page.goto('/');
    // The page is drawn at build time and the tagline rotates only once its script has taken it over
    // (which the help button, a link from the configuration's answer, shows); a pause before that is
    // not kept, as there is no rotation yet to pause.
    await expect(page.getByRole('link', { name: 'Help and Support' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pause taglines' }).click();
    await page.waitForTimeout(6_000);
    await expect(page.getByText('The Game. Connected.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play taglines' })).toBeVisible();
  });

  test('shows one tagline and no rotation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByText('The Game. Connected.')).toBeVisible();
    await page.waitForTimeout(6_000);
    await expect(page.getByText('The Game. Connected.')).toBeVisible();
    await expect(page.getByRole('button', { name: /taglines/ })).toHaveCount(0);
  });

  test('shows the beta banner only on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const banner = page.getByTestId('beta-banner');
    await expect(banner).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(banner).toBeHidden();
  });

  test('shows the not-found page with Go Home for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    const home = page.getByRole('button', { name: 'Go Home' }).or(page.getByRole('link', { name: 'Go Home' }));
    await expect(home).toBeVisible();
    await expectNoAxeViolations(page);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});
