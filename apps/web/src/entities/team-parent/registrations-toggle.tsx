import { Switch } from '@mantine/core';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedWhenOpened } from '../../components/loaded-when-opened';

/** The question (a dialog) loads the first time the switch is used, not with the page (decision 035). */
const RegistrationsQuestion = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./registrations-question')).RegistrationsQuestion })),
);

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
  /**
   * The question: whether it is open, and the value it asks about. The value outlives the question's
   * closing, so the dialog keeps its title and words while it fades out instead of going blank.
   */
  const [question, setQuestion] = useState<{ isOpen: boolean; value: boolean }>({ isOpen: false, value: !checked });
  const opening = question.value;
  const close = () => setQuestion((current) => ({ ...current, isOpen: false }));
  return (
    <>
      <Switch
        label={label}
        checked={checked}
        onChange={(event) => setQuestion({ isOpen: true, value: event.currentTarget.checked })}
        disabled={disabled}
        aria-label={t('registrationsToggle.toggleFor', { team })}
        color="green"
      />
      <RegistrationsQuestion
        opened={question.isOpen}
        team={team}
        opening={opening}
        onClose={close}
        onConfirm={onConfirm}
      />
    </>
  );
}
