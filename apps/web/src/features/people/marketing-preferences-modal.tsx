import { Button, Group, Modal, Stack } from '@mantine/core';
import type { MarketingPreferences, Person } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, useModalTransition } from '../../components';
import { useUpdateMarketingPreferences } from './api/update-marketing-preferences';
import { MarketingPreferencesFields, NO_MARKETING_PREFERENCES } from './marketing-preferences-fields';

export interface MarketingPreferencesModalProps {
  memberId: string;
  person: Person;
  opened: boolean;
  onClose: () => void;
}

/** Update marketing preferences; a failed save is only logged (spec section 7). */
export function MarketingPreferencesModal({ memberId, person, opened, onClose }: MarketingPreferencesModalProps) {
  const { t } = useTranslation('onboarding');
  const transitionProps = useModalTransition();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('marketingModal.title')}
      centered
      size="lg"
      transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      {opened ? <MarketingPreferencesModalBody memberId={memberId} person={person} onClose={onClose} /> : null}
    </Modal>
  );
}

function MarketingPreferencesModalBody({ memberId, person, onClose }: Omit<MarketingPreferencesModalProps, 'opened'>) {
  const { t } = useTranslation('onboarding');
  const save = useUpdateMarketingPreferences();
  const [value, setValue] = useState<MarketingPreferences>(person.marketingPreferences ?? NO_MARKETING_PREFERENCES);
  const [qaSponsor, setQaSponsor] = useState(false);
  return (
    <Stack gap="md">
      <Text size={3}>{t('marketing.intro')}</Text>
      <MarketingPreferencesFields
        value={value}
        onChange={setValue}
        qaSponsor={qaSponsor}
        onQaSponsorChange={setQaSponsor}
        disabled={save.isPending}
      />
      <Group justify="flex-end">
        <Button variant="outline" onClick={onClose}>
          {t('marketingModal.cancel')}
        </Button>
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ params: { id: memberId }, body: value }, { onSuccess: onClose })}
        >
          {t('marketingModal.save')}
        </Button>
      </Group>
    </Stack>
  );
}
