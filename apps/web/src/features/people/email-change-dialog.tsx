import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { messages } from '@mywru/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, Text } from '../../components';
import { ResponsiveModal } from '../../components/responsive-modal';
import { ApiError } from '../../lib/api-client';

export interface EmailChangeDialogProps {
  opened: boolean;
  /**
   * The new address. Still given once the dialog is closed, so that it does not go blank while the
   * modal fades out (Mantine keeps drawing the content during its exit transition).
   */
  newEmail: string;
  /** Whether the signed-in person asks for someone else's (their child's) e-mail: then it is their own password. */
  isForChild: boolean;
  onCancel: () => void;
  /** Saves the form and asks for the change; rejects with an ApiError when the API refuses. */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks for the current password before a new sign-in e-mail is requested. A wrong password is said
 * next to the field and in the error summary at the dialog's top; too many attempts, an address already in use or another failure in an alert.
 */
export function EmailChangeDialog({ opened, newEmail, isForChild, onCancel, onConfirm }: EmailChangeDialogProps) {
  const { t } = useTranslation('profile');
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const close = () => {
    setPassword('');
    setPasswordError(null);
    setFailure(null);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the person form's React tree: its submit must not reach that form.
    event.stopPropagation();
    setFailure(null);
    if (!password) {
      setPasswordError(t('emailChange.passwordRequired'));
      return;
    }
    setPasswordError(null);
    setIsSending(true);
    try {
      await onConfirm(password);
      setPassword('');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'validation_failed') setPasswordError(t('emailChange.wrongPassword'));
      else if (code === 'rate_limited') setFailure(t('emailChange.tooMany'));
      else if (code === 'duplicate_email') setFailure(messages.duplicateEmail);
      else setFailure(t('emailChange.failed'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title={t('emailChange.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <ErrorSummary errors={passwordError ? [{ fieldId: passwordId, message: passwordError }] : []} />
          <Text>{t('emailChange.explanation')}</Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="email-change-new">
            {newEmail}
          </Text>
          <PasswordInput
            id={passwordId}
            label={isForChild ? t('emailChange.guardianPassword') : t('emailChange.password')}
            description={isForChild ? t('emailChange.guardianPasswordHint') : undefined}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
            autoComplete="current-password"
            withAsterisk
            required
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': t('emailChange.showPassword') }}
          />
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={close} disabled={isSending}>
              {t('emailChange.cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('emailChange.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
