import { Paper, Stack } from '@mantine/core';
import type { UnionOrganisationDetails, UnionOrganisationOptions } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/heading';
import { Text } from '../../../components/text';
import { formatDay } from '../../../components/format-date';
import { useChangeOrganisation } from './api/union-organisation-changes';
import { OrganisationForm } from './organisation-form';

export interface OrganisationDetailsSectionProps {
  organisation: UnionOrganisationDetails;
  options: UnionOrganisationOptions;
}

/** An organisation's details in the back office: when it was created, and its name, type, region and status to edit. */
export function OrganisationDetailsSection({ organisation, options }: OrganisationDetailsSectionProps) {
  const { t } = useTranslation('union-organisations');
  const change = useChangeOrganisation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="details-heading">
      <Stack gap="md">
        <Stack gap={2}>
          <Heading order={2} level={5} id="details-heading">
            {t('details.section')}
          </Heading>
          <Text size={3}>{t('details.createdOn', { date: formatDay(organisation.createdOn.slice(0, 10)) })}</Text>
        </Stack>
        <OrganisationForm
          key={`${organisation.id}`}
          options={options}
          initial={{
            name: organisation.name,
            typeId: organisation.type.id,
            regionId: organisation.region?.id ?? null,
            isActive: organisation.isActive,
          }}
          withActive
          submitLabel={t('form.save')}
          savedMessage={t('form.saved')}
          onSubmit={(values) => change.mutateAsync({ params: { organisationId: organisation.id }, body: values })}
        />
      </Stack>
    </Paper>
  );
}
