import { Alert, Anchor, Button, Group, List, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, useModalTransition } from '../../components';
import { useRuntimeConfig } from '../../lib/runtime-config';

export interface ImportantModalProps {
  opened: boolean;
  onClose: () => void;
  onContinue: () => void;
}

/** A `mailto:` link with a prefilled subject and body. */
export function mailtoLink(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The 'Important' warning for an account with no first name on record: you may already have an
 * account; contact us (a prefilled e-mail, with the same instructions shown here) or continue.
 */
export function ImportantModal({ opened, onClose, onContinue }: ImportantModalProps) {
  const { t } = useTranslation('dashboard');
  // The support address (the dashboard's loader began its read, so it is there when this opens).
  const supportEmail = useRuntimeConfig().data?.supportEmail ?? null;
  const transitionProps = useModalTransition();
  const [showsContactHelp, setShowsContactHelp] = useState(false);
  const close = () => {
    setShowsContactHelp(false);
    onClose();
  };
  const details = t('important.details', { returnObjects: true }) as string[];
  const body = [t('important.mailIntro'), '', ...details.map((item) => `${item}: `), '', t('important.mailThanks')].join('\n');

  return (
    <Modal opened={opened} onClose={close} title={t('important.title')} centered transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}>
      <Stack gap="md">
        <Text>{t('important.message')}</Text>
        <Text>{t('important.contactIfExisting')}</Text>
        {showsContactHelp ? (
          <Alert color="gray" variant="light" role="status" title={t('important.helpTitle')} styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}>
            <Stack gap="xs">
              <Text size={3}>
                {supportEmail ? (
                  <>
                    {t('important.helpIntro')} <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>{' '}
                    {t('important.helpIncluding')}
                  </>
                ) : (
                  t('important.noSupportEmail')
                )}
              </Text>
              <List size="sm">
                {details.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {supportEmail ? (
            <Button
              variant="outline"
              component="a"
              href={mailtoLink(supportEmail, t('important.mailSubject'), body)}
              onClick={() => setShowsContactHelp(true)}
            >
              {t('important.contactUs')}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setShowsContactHelp(true)}>
              {t('important.contactUs')}
            </Button>
          )}
          <Button onClick={onContinue}>{t('important.continue')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
