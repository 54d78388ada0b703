import { Button, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Person } from '@mywru/shared';
import { IconHome, IconMail } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/back-button';
import { ErrorAlert } from '../../components/error-alert';
import { Heading } from '../../components/heading';
import { LoadingOverlay } from '../../components/loading-overlay';
import { Text } from '../../components/text';
import { useAuth } from '../../lib/auth';
import { usePerson } from '../../entities/person/person-query';
import { useSavePerson } from './api/save-person';
import { ChildrenSection } from './children-section';
import { PersonForm } from './person-form';

/** A modal editing part of the signed-in person's record (the app composes in the address and marketing modals). */
export type PersonModalComponent = ComponentType<{
  memberId: string;
  person: Person;
  opened: boolean;
  onClose: () => void;
}>;

export interface ProfilePageProps {
  AddressModal: PersonModalComponent;
  MarketingPreferencesModal: PersonModalComponent;
  today?: Date;
}

/** Edit Personal Details: the person form, the address and marketing modals, and the children. */
export function ProfilePage({ AddressModal, MarketingPreferencesModal, today }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  const memberId = user?.memberId ?? null;
  const person = usePerson(memberId);
  const save = useSavePerson(memberId ?? '');
  const [isAddressOpen, address] = useDisclosure(false);
  const [isMarketingOpen, marketing] = useDisclosure(false);

  return (
    <Stack gap="md" maw={840}>
      <Group>
        <BackButton to="/dashboard" />
      </Group>
      <Heading order={1} level={3}>
        {t('title')}
      </Heading>
      {memberId === null || person.isError ? (
        <ErrorAlert>{t('errors.load')}</ErrorAlert>
      ) : person.isPending ? (
        <LoadingOverlay />
      ) : (
        <>
          <Paper
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            withBorder
            component="section"
            aria-labelledby="your-details-heading"
          >
            <Stack gap="md">
              <div>
                <Heading order={2} level={5} id="your-details-heading">
                  {t('yourDetails')}
                </Heading>
                <Text size={3} data-testid="profile-member-id">
                  {t('memberIdLine', { id: person.data.wruId })}
                </Text>
              </div>
              <PersonForm
                person={person.data}
                isChild={person.data.parentId !== null}
                idPrefix="self"
                failureMessage={t('errors.save')}
                onSave={(input) => save.mutateAsync({ params: { id: person.data.wruId }, body: input })}
                today={today}
              />
              <Group gap="sm">
                <Button
                  variant="outline"
                  leftSection={<IconHome size={18} aria-hidden />}
                  onClick={address.open}
                  aria-haspopup="dialog"
                >
                  {t('updateAddress')}
                </Button>
                <Button
                  variant="outline"
                  leftSection={<IconMail size={18} aria-hidden />}
                  onClick={marketing.open}
                  aria-haspopup="dialog"
                >
                  {t('updateMarketing')}
                </Button>
              </Group>
            </Stack>
          </Paper>
          {person.data.parentId === null ? <ChildrenSection memberId={memberId} today={today} /> : null}
          <AddressModal memberId={memberId} person={person.data} opened={isAddressOpen} onClose={address.close} />
          <MarketingPreferencesModal
            memberId={memberId}
            person={person.data}
            opened={isMarketingOpen}
            onClose={marketing.close}
          />
        </>
      )}
    </Stack>
  );
}
