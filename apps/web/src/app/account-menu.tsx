import { Avatar, UnstyledButton } from '@mantine/core';
import { lazy, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedWhenOpened } from '../components/loaded-when-opened';
// From their files: the entity barrel brings the person fields (and the date pickers) to every page.
import { accountMenuName } from '../entities/person/names';

export interface AccountMenuProps {
  name: string | null;
  email: string | null;
  initials: string;
  onLogout: () => void;
}

const loadDropdown = () => import('./account-menu-dropdown');

/** The dropdown (Mantine's Menu with Popover and Floating UI, the language items) loads when first opened. */
const AccountMenuDropdown = loadedWhenOpened(lazy(loadDropdown), { fallback: null });

/** Starts loading the dropdown as the pointer or focus comes to the button, so that it opens at once. */
function preloadDropdown() {
  void loadDropdown().catch(() => undefined);
}

/**
 * The account menu's button, drawn with the frame; its dropdown loads the first time it is opened
 * (decision 035). The menu button pattern: Enter, Space or ArrowDown opens the menu with focus on its
 * first item; Escape closes it and gives focus back to the button.
 */
export function AccountMenu({ name, email, initials, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const shownName = accountMenuName(name, email);
  const owner = shownName ?? email;
  const menuName = owner ? t('account.menuFor', { initials, name: owner }) : t('account.openMenu');
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !opened) {
      event.preventDefault();
      setOpened(true);
    }
  };

  return (
    <>
      {/* Named by the initials it shows (for voice control), then whose account menu it opens. */}
      <UnstyledButton
        ref={button}
        id={id}
        aria-label={menuName}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? `${id}-dropdown` : undefined}
        data-expanded={opened || undefined}
        onClick={() => setOpened((current) => !current)}
        onKeyDown={onKeyDown}
        onPointerEnter={preloadDropdown}
        onFocus={preloadDropdown}
        style={{ borderRadius: '50%' }}
      >
        <Avatar color="red" variant="filled" radius="xl" aria-hidden>
          {initials}
        </Avatar>
      </UnstyledButton>
      <AccountMenuDropdown
        id={id}
        opened={opened}
        onChange={setOpened}
        target={button}
        shownName={shownName}
        email={email}
        onLogout={onLogout}
      />
    </>
  );
}
