import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test.describe('Actions', () => {
  test("the dashboard's Actions card opens the list, which says 'Nothing needs your attention' when nothing waits", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'player@demo.test');
    await page.getByRole('link', { name: /^Actions/ }).click();
    await expect(page).toHaveURL(/\/actions$/);
    await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing needs your attention' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('heading', { name: 'Nothing needs your attention' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
