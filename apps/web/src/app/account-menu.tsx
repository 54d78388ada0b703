import { Avatar, Menu, Stack, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Text } from '../components';
// From their files: the entity barrel brings the person fields (and the date pickers) to every page.
import { accountMenuName } from '../entities/person/names';
import { LanguageMenuItems } from '../entities/person/language-menu-items';

export interface AccountMenuProps {
  name: string | null;
  email: string | null;
  initials: string;
  onLogout: () => void;
}

export function AccountMenu({ name, email, initials, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const shownName = accountMenuName(name, email);
  const owner = shownName ?? email;
  const menuName = owner ? t('account.menuFor', { initials, name: owner }) : t('account.openMenu');
  const accountId = useId();
  return (
    // No focus placeholder: opening the menu focuses its first item (the menu button pattern), and
    // role="menu" may own only items, groups and separators (axe aria-required-children).
    <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Named by the initials it shows (for voice control), then whose account menu it opens. */}
        <UnstyledButton aria-label={menuName} style={{ borderRadius: '50%' }}>
          <Avatar color="red" variant="filled" radius="xl" aria-hidden>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      {/* The name and e-mail are a group named 'Account' (not items) and describe the menu, so a
          screen reader says whose menu it is as it opens. */}
      <Menu.Dropdown aria-describedby={shownName || email ? `${accountId}-who` : undefined}>
        <div role="group" aria-labelledby={`${accountId}-label`}>
          <Menu.Label id={`${accountId}-label`}>{t('account.label')}</Menu.Label>
          <Stack gap={0} px="sm" pb="xs" id={`${accountId}-who`}>
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
