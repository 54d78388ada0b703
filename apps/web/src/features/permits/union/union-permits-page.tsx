import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { formatPermitDate, type UnionPermitQueueItem } from '@mywru/shared';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorAlert,
  Heading,
  LabelledValue,
  LoadingOverlay,
  Text,
  useAlertAnnouncement,
} from '../../../components';
import { formatDateTime } from '../../../components/format-date';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { SuccessNotice } from '../../../components/success-notice';
import { isPermissionRefusal } from '../../../lib/api-client';
import { useUnionPermits } from '../api/union-permits';
import { useFixtureName } from '../permit-names';
import { PermitStatusBadge } from '../permit-status-badge';
import { UnionPermitDecisionDialog, usePermitPersonName, type UnionPermitChoice } from './union-permit-decision-dialog';

type SendingClubReading = 'approved' | 'rejected' | 'pending';
const SENDING_CLUB_TONES: Record<SendingClubReading, StatusTone> = {
  approved: 'success',
  rejected: 'danger',
  pending: 'neutral',
};
const readingOf = (decision: number | null): SendingClubReading =>
  decision === 1 ? 'approved' : decision === 2 ? 'rejected' : 'pending';

/**
 * The union's permits (`/union/permits`, area Permits): those the player has approved and the union
 * has not decided, for fixtures ahead, soonest kick-off first, each with the sending club's answer
 * and the badge; Approve and Reject (a reason required) are each confirmed in a dialog, and the
 * union's decision overrides the sending club's.
 */
export function UnionPermitsPage() {
  const { t } = useTranslation('permits-union');
  const permits = useUnionPermits();
  const [decision, setDecision] = useState<{ permit: UnionPermitQueueItem; choice: UnionPermitChoice } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // The conflict stays shown where it was; screen readers hear it at once through the alert region.
  useAlertAnnouncement(conflict);

  const open = (permit: UnionPermitQueueItem, choice: UnionPermitChoice) => {
    setSuccess(null);
    setConflict(null);
    setDecision({ permit, choice });
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo="/union" />
        <SuccessNotice message={success} />
        {conflict ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="group">
            {conflict}
          </Alert>
        ) : null}
        {permits.isPending ? (
          <LoadingOverlay />
        ) : permits.isError ? (
          <ErrorAlert>{isPermissionRefusal(permits.error) ? t('permission') : t('loadError')}</ErrorAlert>
        ) : permits.data.length === 0 ? (
          <Paper withBorder radius="md">
            <EmptyState
              title={t('empty')}
              description={t('emptyDescription')}
              icon={<IconCircleCheck size={40} aria-hidden color="var(--mantine-color-green-8)" />}
            />
          </Paper>
        ) : (
          <ul
            aria-label={t('listLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
          >
            {permits.data.map((permit) => (
              <li key={permit.id}>
                <UnionPermitRow permit={permit} onChoose={(choice) => open(permit, choice)} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <UnionPermitDecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={({ name, choice }) => {
          setDecision(null);
          setSuccess(choice === 'approve' ? t('approved', { name }) : t('rejected', { name }));
        }}
        onConflict={(message) => {
          setDecision(null);
          setConflict(message);
        }}
      />
    </Container>
  );
}

function UnionPermitRow({
  permit,
  onChoose,
}: {
  permit: UnionPermitQueueItem;
  onChoose: (choice: UnionPermitChoice) => void;
}) {
  const { t } = useTranslation('permits-union');
  const fixtureName = useFixtureName();
  const personName = usePermitPersonName();
  const headingId = `union-permit-${permit.id}`;
  const reading = readingOf(permit.organisationDecision);
  // The card is an article named by the player; each button keeps its visible name and is described
  // by the player's name, so a button reached on its own says whose permit it decides.
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Heading order={2} level={6} id={headingId}>
            {personName(permit)}
          </Heading>
          <Group gap="xs">
            <Text size={3}>{t('wruId', { id: permit.person.id })}</Text>
            <PermitStatusBadge status={permit.status} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <LabelledValue label={t('fields.fixture')} value={fixtureName(permit)} />
          <LabelledValue label={t('fields.competition')} value={permit.competitionName} />
          <LabelledValue label={t('fields.kickOff')} value={formatDateTime(permit.fixtureDate)} />
          <LabelledValue label={t('fields.to')} value={permit.toOrganisationName} />
          <LabelledValue label={t('fields.from')} value={permit.fromOrganisationName} />
          <LabelledValue label={t('fields.created')} value={formatPermitDate(permit.createdOn)} />
          <LabelledValue label={t('fields.playerApproved')} value={formatPermitDate(permit.playerApprovedOn)} />
          <LabelledValue
            label={t('fields.sendingClub')}
            value={
              <StatusBadge tone={SENDING_CLUB_TONES[reading]} tt="none">
                {t(`sendingClub.${reading}`)}
              </StatusBadge>
            }
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" color="red" aria-describedby={headingId} onClick={() => onChoose('reject')}>
            {t('reject')}
          </Button>
          <Button aria-describedby={headingId} onClick={() => onChoose('approve')}>
            {t('approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
