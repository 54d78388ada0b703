import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { volunteerDecisionOf, type OrganisationVolunteerApplication } from '@mywru/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Text } from '../../../components';
import { formatDateTime } from '../../../components/format-date';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { ApplicantDetails } from './applicant-details';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';

export interface VolunteerDecisionRequest {
  application: OrganisationVolunteerApplication;
  accept: boolean;
}

export interface VolunteerDecisionDialogProps {
  request: VolunteerDecisionRequest | null;
  onClose: () => void;
  /** Sends the decision; resolves with an error message to show, or null when done. */
  onDecide: (
    application: OrganisationVolunteerApplication,
    accept: boolean,
    dbsWarningAcknowledged: boolean,
  ) => Promise<string | null>;
}

/** Accepting someone whose DBS is required but not valid shows the safeguarding warning first. */
export function needsSafeguardingWarning(
  application: Pick<OrganisationVolunteerApplication, 'requiresDbs' | 'dbsStatus'>,
): boolean {
  return application.requiresDbs && application.dbsStatus !== 'valid';
}

/** The volunteer decision: for an acceptance without a valid DBS, the safeguarding warning (tick box), then 'Confirm Decision'. */
export function VolunteerDecisionDialog({ request, onClose, onDecide }: VolunteerDecisionDialogProps) {
  const key = request ? `${request.application.id}-${request.accept}` : 'none';
  return request ? <VolunteerDecisionSteps key={key} request={request} onClose={onClose} onDecide={onDecide} /> : null;
}

function VolunteerDecisionSteps({
  request,
  onClose,
  onDecide,
}: VolunteerDecisionDialogProps & { request: VolunteerDecisionRequest }) {
  const { t } = useTranslation('organisation-applications');
  const lookup = useLookupNames();
  const { application, accept } = request;
  const warn = accept && needsSafeguardingWarning(application);
  const [step, setStep] = useState<'warning' | 'confirm'>(warn ? 'warning' : 'confirm');
  const [acknowledged, setAcknowledged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(application);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const message = await onDecide(application, accept, warn && acknowledged);
    setBusy(false);
    if (message) setError(message);
    else onClose();
  };

  if (step === 'warning') {
    return (
      <ResponsiveModal opened onClose={onClose} title={t('volunteerDecision.warningTitle')}>
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('volunteerDecision.warningHeading')}
          >
            {t(`volunteerDecision.warning.${application.dbsStatus}`, {
              name,
              defaultValue: t('volunteerDecision.warning.none', { name }),
            })}
          </Alert>
          <Text size={3}>{t('volunteerDecision.warningBody')}</Text>
          <Checkbox
            label={t('volunteerDecision.acknowledge')}
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.currentTarget.checked)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={!acknowledged} onClick={() => setStep('confirm')}>
              {t('volunteerDecision.accept')}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModal>
    );
  }

  return (
    <ResponsiveModal opened onClose={onClose} title={t('volunteerDecision.confirmTitle')}>
      <Stack gap="md">
        <VolunteerSummary application={application} name={name} />
        <Text>
          {t(accept ? 'volunteerDecision.confirmAccept' : 'volunteerDecision.confirmReject', {
            name,
            role: lookup.name(application.roleValue, application.roleValueCy),
          })}
        </Text>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button color={accept ? undefined : 'red'} onClick={() => void confirm()} loading={busy} data-autofocus>
            {t(accept ? 'volunteerDecision.accept' : 'volunteerDecision.reject')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}

/** The registration's history, oldest first: submitted, the club's and the WRU's decisions, then what is still awaited. */
export function volunteerHistory(
  application: Pick<
    OrganisationVolunteerApplication,
    | 'submittedOn'
    | 'requiresClubSecApproval'
    | 'clubSecDecision'
    | 'organisationUpdatedOn'
    | 'requiresWruApproval'
    | 'wruDecision'
    | 'wruUpdatedOn'
  >,
): { key: string; at: string | null }[] {
  const decided: { key: string; at: string }[] = [{ key: 'submitted', at: application.submittedOn }];
  const clubDecision = volunteerDecisionOf(application.clubSecDecision);
  const clubDecided = clubDecision !== 'awaiting';
  if (clubDecided && application.organisationUpdatedOn)
    decided.push({
      key: clubDecision === 'approved' ? 'clubAccepted' : 'clubRejected',
      at: application.organisationUpdatedOn,
    });
  if (application.wruDecision !== null && application.wruUpdatedOn)
    decided.push({ key: application.wruDecision ? 'unionApproved' : 'unionRejected', at: application.wruUpdatedOn });
  decided.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const rejected = clubDecision === 'rejected' || application.wruDecision === false;
  const awaited: { key: string; at: null }[] = [];
  if (!rejected && application.requiresClubSecApproval && !clubDecided) awaited.push({ key: 'awaitingClub', at: null });
  if (!rejected && application.requiresWruApproval && application.wruDecision === null)
    awaited.push({ key: 'awaitingUnion', at: null });
  return [...decided, ...awaited];
}

/** What the decision needs: who (member ID, age), the role and teams, whom to contact, and the history. */
function VolunteerSummary({ application, name }: { application: OrganisationVolunteerApplication; name: string }) {
  const { t } = useTranslation('organisation-applications');
  const lookup = useLookupNames();
  return (
    <ApplicantDetails
      name={name}
      application={application}
      applyingFor={
        <>
          <Text size={3}>{t('role', { role: lookup.name(application.roleValue, application.roleValueCy) })}</Text>
          {application.teamName ? <Text size={3}>{t('teams', { teams: application.teamName })}</Text> : null}
        </>
      }
      history={volunteerHistory(application).map(({ key, at }) => ({
        key,
        text:
          at === null
            ? t(`volunteerDecision.history.${key}`)
            : key === 'submitted'
              ? t('playerDecision.submittedOn', { date: formatDateTime(at) })
              : t(`volunteerDecision.history.${key}`, { date: formatDateTime(at) }),
      }))}
    />
  );
}
