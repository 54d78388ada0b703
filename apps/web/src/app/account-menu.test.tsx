import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage } from '../test/render';
import { AccountMenu } from './account-menu';

async function openMenu() {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({})));
  renderPage(<AccountMenu name="Alys Jones" email="alys@example.org" initials="AJ" onLogout={() => undefined} />);
  await userEvent.click(await screen.findByRole('button', { name: 'AJ: Alys Jones, account menu' }));
  // jsdom has no layout, so the popover's hide-when-detached rule sets display:none; a browser shows it.
  const menu = await screen.findByRole('menu', { hidden: true });
  menu.style.removeProperty('display');
  return menu;
}

describe('account menu, open', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has no axe violations: the menu owns only items, groups and separators', async () => {
    const menu = await openMenu();
    // Colour contrast needs layout, which jsdom lacks; the e2e runs check it in a browser.
    const results = await axe.run(menu, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('says whose menu it is and offers the language as radio items', async () => {
    const menu = await openMenu();
    expect(menu).toHaveAccessibleName('AJ: Alys Jones, account menu');
    expect(menu).toHaveAccessibleDescription('Alys Jones alys@example.org');
    const account = within(menu).getByRole('group', { name: 'Account' });
    expect(within(account).getByText('Alys Jones')).toBeInTheDocument();
    expect(within(account).getByText('alys@example.org')).toBeInTheDocument();
    const language = within(menu).getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(language).getByRole('menuitemradio', { name: 'Cymraeg' })).toHaveAttribute('aria-checked', 'false');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});

describe('account menu, by keyboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([['Enter', '{Enter}'], ['Space', ' '], ['ArrowDown', '{ArrowDown}']])(
    'opens on %s, and Escape closes it and gives focus back to the button',
    async (_key, keys) => {
      const user = userEvent.setup();
      vi.stubGlobal('fetch', vi.fn(fakeFetch({})));
      renderPage(<AccountMenu name="Alys Jones" email="alys@example.org" initials="AJ" onLogout={() => undefined} />);
      const button = await screen.findByRole('button', { name: 'AJ: Alys Jones, account menu' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      // The dropdown loads the first time the menu opens, not with the frame.
      expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();

      button.focus();
      await user.keyboard(keys);
      const menu = await screen.findByRole('menu', { hidden: true });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAttribute('aria-controls', menu.id);
      // A browser's focus trap puts focus on the first item (e2e/keyboard.spec.ts); jsdom has no layout,
      // so the popover is display:none here and the item is focused as the trap would.
      menu.style.removeProperty('display');
      expect(menu).toHaveAccessibleName('AJ: Alys Jones, account menu');
      within(menu).getByRole('menuitem', { name: 'Edit Personal Details' }).focus();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(button).toHaveFocus());
    },
  );
});
