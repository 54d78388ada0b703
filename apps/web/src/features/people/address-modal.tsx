import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Person } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogAlertRegion, Text, useAlertAnnouncement, useAnnounce, useModalTransition } from '../../components';
import { ApiError } from '../../lib/api-client';
import { useReasonText } from '../../lib/reason-text';
import { AddressFields } from './address-fields';
import { addressInputOf, useAddressForm } from './address-form';
import { useAddAddress } from './api/add-address';

export interface AddressModalProps {
  memberId: string;
  person: Person;
  opened: boolean;
  onClose: () => void;
}

/** Update the current address: Save is enabled once the required fields are filled and the post code is valid. */
export function AddressModal({ memberId, person, opened, onClose }: AddressModalProps) {
  const { t } = useTranslation('onboarding');
  const transitionProps = useModalTransition();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('addressModal.title')}
      centered
      size="lg"
      transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      {/* Mounted only while open, so each opening starts from the address held. */}
      {opened ? (
        <DialogAlertRegion>
          <AddressModalBody memberId={memberId} person={person} onClose={onClose} />
        </DialogAlertRegion>
      ) : null}
    </Modal>
  );
}

function AddressModalBody({ memberId, person, onClose }: Omit<AddressModalProps, 'opened'>) {
  const { t } = useTranslation('onboarding');
  const form = useAddressForm(person.addresses.at(-1) ?? null);
  const save = useAddAddress();
  const reasonText = useReasonText();
  const [error, setError] = useState<string | null>(null);
  const announce = useAnnounce();
  useAlertAnnouncement(error);

  const submit = () => {
    setError(null);
    save.mutate(
      { params: { id: memberId }, body: addressInputOf(form.values) },
      {
        onSuccess: () => announce(t('addressModal.saved')),
        onError: (cause) =>
          setError(addressErrorMessage(cause, reasonText, t('addressModal.error'), t('addressModal.unexpected'))),
      },
    );
  };

  return (
    <Stack gap="md">
      <AddressFields form={form} disabled={save.isPending} />
      {error ? (
        <Text style={{ color: 'var(--mantine-color-red-8)' }}>{error}</Text>
      ) : null}
      {save.isSuccess ? <Text style={{ color: 'var(--mantine-color-green-9)' }}>{t('addressModal.saved')}</Text> : null}
      <Group justify="flex-end">
        <Button variant="outline" onClick={onClose}>
          {t('addressModal.close')}
        </Button>
        <Button onClick={submit} disabled={!form.isComplete} loading={save.isPending}>
          {t('addressModal.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The refusal's reason when the API refused, 'Error saving address' when it failed, else 'An unexpected error occurred'. */
export function addressErrorMessage(
  cause: unknown,
  reasonText: (error: unknown) => string,
  refused: string,
  unexpected: string,
): string {
  if (cause instanceof ApiError)
    return cause.status !== null && cause.status < 500 && cause.reason ? reasonText(cause) : refused;
  if (cause instanceof Error && cause.message) return cause.message;
  return unexpected;
}
