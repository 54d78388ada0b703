import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations } from './support';

/** What the focused element is called (its accessible name as far as the journey needs it) and whether focus shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false };
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '');
    const label = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : '';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      name: (name || label || element.innerText || '').replace(/\s+/g, ' ').trim(),
      visible: element.matches(':focus-visible') && (outlined || style.boxShadow !== 'none'),
    };
  });
}

/** Presses Tab (no mouse) until the control named `name` has focus, checking that each stop shows its focus. */
async function tabTo(page: Page, name: RegExp, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.name) expect(now.visible, `focus is visible on '${now.name}'`).toBe(true);
    if (name.test(now.name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('keyboard only', () => {
  test('a member signs in, opens the account menu and closes it, with focus shown at every stop and returned to the button', async ({
    page,
  }) => {
    await page.goto('/');
    await tabTo(page, /^Log In or Create Account$/);
    await page.keyboard.press('Enter');
    // The sign-in page puts focus in its first field.
    await expect(page.getByLabel('Email address')).toBeFocused();
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.type('player@demo.test');
    await tabTo(page, /^Password/);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await expectNoAxeViolations(page);

    await tabTo(page, /account menu$/);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /account menu$/ })).toBeFocused();
  });
});
