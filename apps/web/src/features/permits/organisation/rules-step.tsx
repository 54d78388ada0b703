import { Button, Checkbox, Group, List, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../components';

export interface RulesStepProps {
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  onContinue: () => void;
}

/** Accept rules: what a permit is and how it is decided; Continue once the rules are accepted. */
export function RulesStep({ accepted, onAccepted, onContinue }: RulesStepProps) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create.rules' });
  const { t: tCreate } = useTranslation('permits', { keyPrefix: 'organisation.create' });
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!accepted) {
          setError(t('acceptRequired'));
          document.getElementById('permit-rules-accept')?.focus();
          return;
        }
        onContinue();
      }}
    >
      <Stack gap="md">
        <Text>{t('intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('oneFixture')}</List.Item>
          <List.Item>{t('activePlayer')}</List.Item>
          <List.Item>{t('ageGrade')}</List.Item>
          <List.Item>{t('approvals')}</List.Item>
          <List.Item>{t('limit')}</List.Item>
          <List.Item>{t('cancel')}</List.Item>
        </List>
        <Checkbox
          id="permit-rules-accept"
          label={t('accept')}
          checked={accepted}
          onChange={(event) => {
            onAccepted(event.currentTarget.checked);
            if (event.currentTarget.checked) setError(null);
          }}
          error={error}
          required
        />
        <Group justify="flex-end">
          <Button type="submit">{tCreate('continue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
