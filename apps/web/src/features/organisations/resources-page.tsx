import { Anchor, Container, List, Paper, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert, Heading, LoadingOverlay } from '../../components';
import { NEW_TAB_LINK, OpensInNewTab } from '../../components/new-tab';
import { PageHeader } from '../../components/page-header';
import { useReasonText } from '../../lib/reason-text';
import { useOrganisationResources } from './api/organisation-resources';
import { isPermissionRefusal } from '../../lib/api-client';

/** Resources: the Club Investment Model documents, one download link per level. */
export function ResourcesPage() {
  const { t } = useTranslation('organisation');
  const reasonText = useReasonText();
  const organisationId = Number(useParams().organisationId);
  const resources = useOrganisationResources(organisationId);

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader
          title={t('resources.title')}
          subtitle={t('resources.subtitle')}
          backTo={`/organisation/${organisationId}`}
        />
        {resources.isPending ? (
          <LoadingOverlay />
        ) : resources.isError ? (
          <ErrorAlert>
            {isPermissionRefusal(resources.error) ? t('resources.permission') : reasonText(resources.error)}
          </ErrorAlert>
        ) : (
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="club-investment-model">
            <Heading order={2} level={6} id="club-investment-model" mb="sm">
              {t('resources.clubInvestmentModel')}
            </Heading>
            <List spacing="sm" listStyleType="none" ps={0}>
              {resources.data.clubInvestmentModelDocuments.map((document) => (
                <List.Item key={document.level}>
                  <Anchor href={document.url} {...NEW_TAB_LINK} download c="red.8" fw={600}>
                    <IconDownload size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
                    {t(`resources.levels.${document.level}`)}
                    <OpensInNewTab />
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
