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

  test('alternates the tagline every five seconds', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('The Game. Connected.')).toBeVisible();
    await expect(page.getByText('Built for the future of Welsh Rugby')).toBeVisible({ timeout: 7_000 });
    await expect(page.getByText('The Game. Connected.')).toBeVisible({ timeout: 7_000 });
  });

  test('pauses the tagline with its visible control', async ({ page }) => {
    await page.goto('/');
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
