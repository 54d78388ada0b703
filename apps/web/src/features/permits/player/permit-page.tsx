import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { PLAYER_CONSENTS, allConsentsGiven, formatPermitDate, type PlayerPermit } from '@mywru/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Heading, LabelledValue, LoadingOverlay, Text, useAnnouncement } from '../../../components';
import { formatDateTime } from '../../../components/format-date';
import { PageHeader } from '../../../components/page-header';
import { SuccessNotice } from '../../../components/success-notice';
import { useStepFocus } from '../../../components/use-step-focus';
import { ConsentForm, type ConsentValues } from '../../../entities/consent';
import { ApiError } from '../../../lib/api-client';
import { useReasonText } from '../../../lib/reason-text';
import { useApprovePermitAsPlayer } from '../api/approve-permit-as-player';
import { usePermit } from '../api/permit';
import { useFixtureName } from '../permit-names';
import { PermitStatusBadge } from '../permit-status-badge';
import { DeclinePermitDialog, type PermitToDecline } from './decline-permit-dialog';
import { subjectOf } from './subject';

/**
 * The six consents and Approve permit: the button stays disabled until every box is ticked. A 409
 * says why in its reason's words (answered meanwhile, cancelled, kicked off); any other failure a
 * general message.
 */
function ApproveSection({ permit, onApproved }: { permit: PlayerPermit; onApproved: () => void }) {
  const { t } = useTranslation(['permits-player', 'common']);
  const approve = useApprovePermitAsPlayer();
  const reasonText = useReasonText();
  const [consents, setConsents] = useState<ConsentValues>({});
  const isReady = allConsentsGiven(PLAYER_CONSENTS, consents);
  const subject = subjectOf(permit.isChild, permit.name);

  const send = () => {
    approve.mutate(
      {
        params: { id: permit.id },
        body: Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true])) as Record<
          (typeof PLAYER_CONSENTS)[number],
          true
        >,
      },
      { onSuccess: onApproved },
    );
  };
  const failure = approve.error
    ? approve.error instanceof ApiError && approve.error.status === 409 && approve.error.reason
      ? reasonText(approve.error)
      : t('approveError')
    : null;

  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      withBorder
      component="section"
      aria-labelledby="permit-consent-heading"
    >
      <Stack gap="md">
        <Heading order={2} level={6} id="permit-consent-heading">
          {t('consentTitle')}
        </Heading>
        <Text size={3}>
          {t('consentIntro', { ...subject, from: permit.fromOrganisationName, to: permit.toOrganisationName })}
        </Text>
        <ConsentForm
          keys={PLAYER_CONSENTS}
          values={consents}
          onChange={setConsents}
          idPrefix="permit-consent"
          subject={subject}
        />
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          {isReady ? null : (
            <Text size={3} id="permit-consent-hint">
              {t('common:consent.hint')}
            </Text>
          )}
          <Button
            onClick={send}
            disabled={!isReady}
            loading={approve.isPending}
            aria-describedby={isReady ? undefined : 'permit-consent-hint'}
          >
            {t('approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Why nothing can be answered any more: approved already, declined, or the permit has ended. */
function ClosedText({ permit }: { permit: PlayerPermit }) {
  const { t } = useTranslation('permits-player');
  if (permit.playerDecision === 1) return <Text>{t('closed.approved', subjectOf(permit.isChild, permit.name))}</Text>;
  if (permit.playerDecision === 2) return <Text>{t('closed.declined')}</Text>;
  return <Text>{t('closed.ended')}</Text>;
}

/**
 * A permit for the player or a child's guardian (/actions/permit/{permitId}): the fixture, both
 * clubs, the date and the badge; while it awaits them, the six consents with Approve permit, and
 * Decline permit (asked first). After approving, a confirmation and a way to the dashboard.
 */
export function PermitPage() {
  const { t } = useTranslation('permits-player');
  const { permitId } = useParams();
  const id = Number(permitId);
  const isId = Number.isInteger(id) && id > 0;
  const permit = usePermit(id);
  const fixtureName = useFixtureName();
  const [hasApproved, setApproved] = useState(false);
  const [hasDeclined, setDeclined] = useState(false);
  const [toDecline, setToDecline] = useState<PermitToDecline | null>(null);
  const data = permit.data;
  // The button pressed is gone once the answer is given: focus moves to what replaced it.
  const approvedRef = useStepFocus(hasApproved);
  const detailsRef = useStepFocus(hasDeclined);
  const canAnswer = Boolean(data && (data.can.approve || data.can.decline));

  return (
    <Stack gap="md" maw={880}>
      <PageHeader
        title={data && !canAnswer && !hasApproved ? t('viewTitle', subjectOf(data.isChild, data.name)) : t('title')}
        backTo="/actions"
        backLabel={t('backToActions')}
      />
      {permit.isPending && isId ? <LoadingOverlay /> : null}
      {permit.isError || !isId ? <ErrorAlert>{t('loadError')}</ErrorAlert> : null}
      <SuccessNotice message={hasDeclined ? t('declinedNotice') : null} />
      {data ? (
        <>
          <Paper
            p={{ base: 'md', sm: 'lg' }}
            radius="md"
            withBorder
            component="section"
            aria-labelledby="permit-details-heading"
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Heading order={2} level={6} id="permit-details-heading" ref={detailsRef} tabIndex={-1}>
                  {t('detailsTitle')}
                </Heading>
                <PermitStatusBadge status={data.status} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <LabelledValue label={t('fields.player')} value={data.name} />
                <LabelledValue label={t('fields.fixture')} value={fixtureName(data)} />
                <LabelledValue label={t('fields.competition')} value={data.competitionName} />
                <LabelledValue label={t('fields.kickOff')} value={formatDateTime(data.fixtureDate)} />
                <LabelledValue label={t('fields.venue')} value={data.venue ?? t('noVenue')} />
                <LabelledValue label={t('fields.to')} value={data.toOrganisationName} />
                <LabelledValue label={t('fields.from')} value={data.fromOrganisationName} />
                <LabelledValue label={t('fields.requested')} value={formatPermitDate(data.createdOn)} />
              </SimpleGrid>
            </Stack>
          </Paper>
          {hasApproved ? (
            <Approved permit={data} headingRef={approvedRef} />
          ) : data.can.approve ? (
            <ApproveSection permit={data} onApproved={() => setApproved(true)} />
          ) : hasDeclined ? null : (
            <ClosedText permit={data} />
          )}
          {data.can.decline && !hasApproved ? (
            <Group>
              <Button
                variant="outline"
                color="red"
                onClick={() =>
                  setToDecline({
                    id: data.id,
                    name: data.name,
                    isChild: data.isChild,
                    to: data.toOrganisationName,
                    fixture: fixtureName(data),
                    date: formatPermitDate(data.fixtureDate),
                  })
                }
              >
                {t('decline')}
              </Button>
            </Group>
          ) : null}
          <DeclinePermitDialog
            permit={toDecline}
            onClose={() => setToDecline(null)}
            onDeclined={() => {
              setApproved(false);
              setDeclined(true);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** The confirmation after approving, with the way to the dashboard. */
function Approved({ permit, headingRef }: { permit: PlayerPermit; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('permits-player');
  const message = t('approved', {
    ...subjectOf(permit.isChild, permit.name),
    to: permit.toOrganisationName,
    from: permit.fromOrganisationName,
    date: formatPermitDate(permit.fixtureDate),
  });
  // The confirmation replaces the form: it is said through the app's live region, which was there before.
  useAnnouncement(message);
  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      withBorder
      component="section"
      aria-labelledby="permit-approved-heading"
    >
      <Stack gap="md" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={28} aria-hidden color="var(--mantine-color-green-8)" />
          <Heading order={2} level={6} id="permit-approved-heading" ref={headingRef} tabIndex={-1}>
            {t('approvedTitle')}
          </Heading>
        </Group>
        <Text>{message}</Text>
        <Button component={Link} to="/dashboard">
          {t('toDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
