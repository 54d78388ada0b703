import { Menu, Stack } from '@mantine/core';
import { assignRef } from '@mantine/hooks';
import { IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useLayoutEffect, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Text } from '../components/text';
import { LanguageMenuItems } from '../entities/person/language-menu-items';

export interface AccountMenuDropdownProps {
  /** The id of the menu's button; the dropdown is `${id}-dropdown`, named by the button. */
  id: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The menu's button, drawn by the frame before this module loaded. */
  target: RefObject<HTMLButtonElement | null>;
  /** The name shown (none when it is the e-mail). */
  shownName: string | null;
  email: string | null;
  onLogout: () => void;
}

/**
 * Mantine's Menu positions its dropdown against the element its Target hands a ref to, and leaves
 * clicks on it out of 'click outside'. Here that element is the button the frame drew before this
 * module loaded, so the frame's first load needs no Menu, Popover or Floating UI (decision 035).
 */
function DrawnTarget({ element, ref }: { element: RefObject<HTMLElement | null>; ref?: Ref<HTMLElement> }) {
  useLayoutEffect(() => {
    assignRef(ref, element.current);
    return () => {
      assignRef(ref, null);
    };
  }, [element, ref]);
  return null;
}

/**
 * The account menu's dropdown, loaded the first time the menu is opened: who is signed in, Edit
 * Personal Details, the language and Log out.
 */
export default function AccountMenuDropdown({ id, opened, onChange, target, shownName, email, onLogout }: AccountMenuDropdownProps) {
  const { t } = useTranslation('common');
  return (
    // No focus placeholder: opening the menu focuses its first item (the menu button pattern), and
    // role="menu" may own only items, groups and separators (axe aria-required-children).
    <Menu
      id={id}
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <DrawnTarget element={target} />
      </Menu.Target>
      {/* The name and e-mail are a group named 'Account' (not items) and describe the menu, so a
          screen reader says whose menu it is as it opens. */}
      <Menu.Dropdown aria-describedby={shownName || email ? `${id}-who` : undefined}>
        <div role="group" aria-labelledby={`${id}-label`}>
          <Menu.Label id={`${id}-label`}>{t('account.label')}</Menu.Label>
          <Stack gap={0} px="sm" pb="xs" id={`${id}-who`}>
            {shownName ? (
              <Text size={3} fw={600} data-testid="account-name">
                {shownName}
              </Text>
            ) : null}
            {email ? (
              <Text size={3} data-testid="account-email" style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Text>
            ) : null}
          </Stack>
        </div>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserEdit size={16} aria-hidden />}>
          {t('account.editPersonalDetails')}
        </Menu.Item>
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('account.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
