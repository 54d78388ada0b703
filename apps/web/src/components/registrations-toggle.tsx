import { Button, Group, Stack, Switch } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal } from './responsive-modal';
import { Text } from './text';

export interface RegistrationsToggleProps {
  /** The team's name: the switch is named 'Registrations open for <team>' and the question names it. */
  team: string;
  checked: boolean;
  disabled?: boolean;
  /** A visible label beside the switch, when the page shows one. */
  label?: ReactNode;
  /** Called with the new value once the change is confirmed; nothing is called on Cancel. */
  onConfirm: (value: boolean) => void;
}

/**
 * A team's registrations switch that asks before it changes anything: opening or closing a team
 * changes at once what every applicant can choose, and a tap on a phone is easily a slip. The page
 * sends the change and announces its result.
 */
export function RegistrationsToggle({ team, checked, disabled, label, onConfirm }: RegistrationsToggleProps) {
  const { t } = useTranslation('common');
  /** The value waiting for confirmation. */
  const [asked, setAsked] = useState<boolean | null>(null);
  const opening = asked === true;
  return (
    <>
      <Switch
        label={label}
        checked={checked}
        onChange={(event) => setAsked(event.currentTarget.checked)}
        disabled={disabled}
        aria-label={t('registrationsToggle.toggleFor', { team })}
        color="green"
      />
      <ResponsiveModal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={
          asked === null
            ? ''
            : t(opening ? 'registrationsToggle.openTitle' : 'registrationsToggle.closeTitle', { team })
        }
      >
        {asked === null ? null : (
          <Stack gap="md">
            <Text>{t(opening ? 'registrationsToggle.openBody' : 'registrationsToggle.closeBody', { team })}</Text>
            <Group justify="flex-end">
              <Button variant="outline" onClick={() => setAsked(null)}>
                {t('registrationsToggle.cancel')}
              </Button>
              <Button
                color={opening ? undefined : 'red'}
                onClick={() => {
                  setAsked(null);
                  onConfirm(opening);
                }}
                data-autofocus
              >
                {t(opening ? 'registrationsToggle.open' : 'registrationsToggle.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </ResponsiveModal>
    </>
  );
}
