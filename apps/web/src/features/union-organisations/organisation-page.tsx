import { Container, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { PageHeader } from '../../components/page-header';
import { useOrganisationChanges, useOrganisationOptions, useUnionOrganisation } from './api';
import { OfficeHoldersSection } from './office-holders-section';
import { OrganisationForm } from './organisation-form';
import { TeamsSection } from './teams-section';
import { isPermissionRefusal } from '../../lib/api-client';

/** One organisation in the back office: its details (editable), its teams and its office holders. */
export function UnionOrganisationPage() {
  const { t } = useTranslation('union-organisations');
  const organisationId = Number(useParams().organisationId);
  const organisation = useUnionOrganisation(organisationId);
  const options = useOrganisationOptions();
  const changes = useOrganisationChanges(organisationId);
  const error = organisation.error ?? options.error;

  return (
    <Container size="lg" py="lg">
      {organisation.isPending || options.isPending ? (
        <LoadingOverlay />
      ) : organisation.isError || options.isError ? (
        <Stack gap="lg">
          <PageHeader title={t('list.title')} backTo="/union/organisations" />
          <ErrorAlert>{isPermissionRefusal(error) ? t('permission') : error?.message}</ErrorAlert>
        </Stack>
      ) : (
        <Stack gap="lg">
          <PageHeader
            title={organisation.data.name}
            subtitle={t('details.subtitle', {
              id: organisation.data.id,
              type: organisation.data.type.name,
              status: organisation.data.isActive ? t('status.active') : t('status.inactive'),
            })}
            backTo="/union/organisations"
          />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="details-heading">
            <Stack gap="md">
              <Stack gap={2}>
                <Heading order={2} level={5} id="details-heading">
                  {t('details.section')}
                </Heading>
                <Text size={3}>
                  {t('details.createdOn', { date: formatDay(organisation.data.createdOn.slice(0, 10)) })}
                </Text>
              </Stack>
              <OrganisationForm
                key={`${organisation.data.id}`}
                options={options.data}
                initial={{
                  name: organisation.data.name,
                  typeId: organisation.data.type.id,
                  regionId: organisation.data.region?.id ?? null,
                  isActive: organisation.data.isActive,
                }}
                withActive
                submitLabel={t('form.save')}
                savedMessage={t('form.saved')}
                onSubmit={(values) => changes.edit(values)}
              />
            </Stack>
          </Paper>
          <TeamsSection organisation={organisation.data} options={options.data} changes={changes} />
          <OfficeHoldersSection organisation={organisation.data} options={options.data} changes={changes} />
        </Stack>
      )}
    </Container>
  );
}
