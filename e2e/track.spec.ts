import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

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
