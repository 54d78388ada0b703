import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingOverlay } from '../../components/loading-overlay';
import { PageHeader } from '../../components/page-header';
// From its file: the entity's barrel also brings the organisation search, which this page does not use.
import { useUnionOrganisation, useUnionOrganisationOptions } from '../../entities/organisation/union-organisation';
import { useReasonText } from '../../lib/reason-text';
import { OfficeHoldersSection, OrganisationDetailsSection } from '../../features/organisations';
import { TeamsSection } from '../../features/teams';

/**
 * /union/organisations/:organisationId: one organisation in the back office, its details (editable,
 * from organisations), its teams (from teams) and its office holders (from organisations).
 */
export function UnionOrganisationPage() {
  const { t } = useTranslation('union-organisations');
  const reasonText = useReasonText();
  const organisationId = Number(useParams().organisationId);
  const organisation = useUnionOrganisation(organisationId);
  const options = useUnionOrganisationOptions();

  return (
    <Container size="lg" py="lg">
      {organisation.isPending || options.isPending ? (
        <LoadingOverlay />
      ) : organisation.isError || options.isError ? (
        <Stack gap="lg">
          <PageHeader title={t('list.title')} backTo="/union/organisations" />
          <ErrorAlert>{reasonText(organisation.error ?? options.error)}</ErrorAlert>
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
          <OrganisationDetailsSection organisation={organisation.data} options={options.data} />
          <TeamsSection organisation={organisation.data} options={options.data} />
          <OfficeHoldersSection organisation={organisation.data} options={options.data} />
        </Stack>
      )}
    </Container>
  );
}
