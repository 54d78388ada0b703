import { Alert, Container, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  volunteerDecisionOf,
  type UnionPlayerApplicationDetail,
  type UnionVolunteerRegistrationDetail,
} from '@mywru/shared';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert, LoadingOverlay, Text, useAnnounce } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { useDecide, type WorkQueueKind } from './api/decide';
import { isNotFound } from './api/refusals';
import { usePlayerApplication } from './api/player-application';
import { useVolunteerRegistration } from './api/volunteer-registration';
import { DecisionPanel } from './decision-panel';
import { Details, HistorySection, PersonSection, Section } from './item-sections';
import { isPermissionRefusal } from '../../../lib/api-client';
import { fullName } from '../../../entities/person';
import { useLookupNames } from '../../../lib/lookup-names';

/** The words of the club's decision on a volunteer registration. */
const CLUB_APPROVAL_KEYS = { approved: 'approved', rejected: 'rejected', awaiting: 'pending' } as const;

type Notice = { tone: 'success' | 'info'; message: string };
type ItemStatus = 'awaiting' | 'unionApproved' | 'unionRejected' | 'decided';
const STATUS_TONES: Record<ItemStatus, StatusTone> = {
  awaiting: 'warning',
  unionApproved: 'success',
  unionRejected: 'danger',
  decided: 'neutral',
};

/** Where a player application stands for the union, from its history. */
export function playerItemStatus(item: Pick<UnionPlayerApplicationDetail, 'isAwaitingUnion' | 'history'>): ItemStatus {
  if (item.isAwaitingUnion) return 'awaiting';
  const referral = item.history.findIndex((entry) => entry.status.startsWith('referred_'));
  const next = referral >= 0 ? item.history[referral + 1] : undefined;
  if (next?.status === 'awaiting_org') return 'unionApproved';
  if (next?.status === 'rejected') return 'unionRejected';
  return 'decided';
}

export function volunteerItemStatus(
  item: Pick<UnionVolunteerRegistrationDetail, 'isAwaitingUnion' | 'unionDecision'>,
): ItemStatus {
  if (item.isAwaitingUnion) return 'awaiting';
  if (item.unionDecision === true) return 'unionApproved';
  if (item.unionDecision === false) return 'unionRejected';
  return 'decided';
}

/** /union/work-queue/player/:id: a referred player application and the union's decision. */
export function PlayerReferralPage() {
  const id = Number(useParams().id);
  const item = usePlayerApplication(id);
  return (
    <ItemFrame kind="player_application" id={id} query={item}>
      {(data, notify) => <PlayerReferral item={data} notify={notify} />}
    </ItemFrame>
  );
}

/** /union/work-queue/volunteer/:id: a volunteer registration needing the union's approval, and its decision. */
export function VolunteerApprovalPage() {
  const id = Number(useParams().id);
  const item = useVolunteerRegistration(id);
  return (
    <ItemFrame kind="volunteer_registration" id={id} query={item}>
      {(data, notify) => <VolunteerApproval item={data} notify={notify} />}
    </ItemFrame>
  );
}

/** Loading, refusal, not found and error states of an item's page, and the notice after a decision. */
function ItemFrame<T>({
  kind,
  id,
  query,
  children,
}: {
  kind: WorkQueueKind;
  id: number;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  children: (data: T, notify: (notice: Notice) => void) => ReactNode;
}) {
  const { t } = useTranslation('union-work-queue');
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useAnnounce();
  const notify = (next: Notice) => {
    setNotice(next);
    announce(next.message);
  };
  const isValidId = Number.isInteger(id) && id > 0;
  const header = <PageHeader title={t(`kinds.${kind}`)} backTo="/union/work-queue" backLabel={t('item.backLabel')} />;

  return (
    <Container size="md" py="lg">
      {!isValidId || (query.isError && isNotFound(query.error)) ? (
        <Stack gap="md">
          {header}
          <ErrorAlert>{t('item.notFound')}</ErrorAlert>
        </Stack>
      ) : query.isPending ? (
        <LoadingOverlay />
      ) : query.isError || query.data === undefined ? (
        <Stack gap="md">
          {header}
          <ErrorAlert>{isPermissionRefusal(query.error) ? t('permission') : t('item.loadError')}</ErrorAlert>
        </Stack>
      ) : (
        <Stack gap="md">
          {notice ? (
            <Alert
              color={notice.tone === 'success' ? 'green' : 'blue'}
              variant="light"
              icon={notice.tone === 'success' ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
              withCloseButton
              onClose={() => setNotice(null)}
              closeButtonLabel={t('decision.dismiss')}
            >
              {notice.message}
            </Alert>
          ) : null}
          {children(query.data, notify)}
        </Stack>
      )}
    </Container>
  );
}

interface ItemBodyProps {
  kind: WorkQueueKind;
  item: Pick<UnionPlayerApplicationDetail, 'id' | 'person' | 'history' | 'isAwaitingUnion'>;
  name: string;
  subtitle: string;
  status: ItemStatus;
  reason: string;
  details: [label: string, value: ReactNode][];
  /** What follows an approval, for the notice. */
  nextAfterApproval: string;
  notify: (notice: Notice) => void;
}

/** An item's page, whatever its kind: header, reason, person and details, history, and the decision while it awaits the union. */
function ItemBody({ kind, item, name, subtitle, status, reason, details, nextAfterApproval, notify }: ItemBodyProps) {
  const { t } = useTranslation('union-work-queue');
  const decide = useDecide();
  return (
    <>
      <Stack gap="xs">
        <PageHeader title={name} subtitle={subtitle} backTo="/union/work-queue" backLabel={t('item.backLabel')} />
        <Group>
          <StatusBadge tone={STATUS_TONES[status]} tt="none" data-testid="item-status">
            {t(`item.status.${status}`)}
          </StatusBadge>
        </Group>
      </Stack>
      <Section id="item-reason" title={t('item.reason.heading')}>
        <Text size={3}>{reason}</Text>
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonSection person={item.person} />
        <Section id="item-application" title={t('item.application.heading')}>
          <Details rows={details} />
        </Section>
      </SimpleGrid>
      <HistorySection history={item.history} />
      {item.isAwaitingUnion ? (
        <DecisionPanel
          kind={kind}
          name={name}
          onDecide={(decision) => decide(kind, item.id, decision)}
          onDecided={({ tone, approve }) =>
            notify({
              tone,
              message:
                tone === 'info'
                  ? t('decision.alreadyDecided')
                  : approve
                    ? t('decision.approvedNotice', { next: nextAfterApproval })
                    : t('decision.rejectedNotice'),
            })
          }
        />
      ) : null}
    </>
  );
}

function PlayerReferral({ item, notify }: { item: UnionPlayerApplicationDetail; notify: (notice: Notice) => void }) {
  const { t } = useTranslation('union-work-queue');
  const ageGrade = (grade: string) => t(`ageGrades.${grade}`, { defaultValue: grade });
  const reasonText =
    item.reason === 'clearance'
      ? item.person.otherUnions.length > 0
        ? t('item.reason.clearance', { unions: item.person.otherUnions.join(', ') })
        : t('item.reason.clearanceNoUnions')
      : item.ageGrade
        ? t('item.reason.dispensation', { ageGrade: ageGrade(item.ageGrade) })
        : t('item.reason.dispensationNoGrade');
  return (
    <ItemBody
      kind="player_application"
      item={item}
      name={fullName(item.person) || t('unnamed', { id: item.person.id })}
      subtitle={t(`item.subtitle.${item.reason}`)}
      status={playerItemStatus(item)}
      reason={reasonText}
      details={[
        [t('item.application.organisation'), item.organisationName],
        [t('item.application.team'), item.teamName],
        [t('item.application.ageGrade'), item.ageGrade ? ageGrade(item.ageGrade) : null],
        [t('item.application.season'), item.season],
        [t('item.application.submitted'), formatDay(item.submittedOn)],
      ]}
      nextAfterApproval={t('decision.nextOrganisation', { organisation: item.organisationName })}
      notify={notify}
    />
  );
}

function VolunteerApproval({
  item,
  notify,
}: {
  item: UnionVolunteerRegistrationDetail;
  notify: (notice: Notice) => void;
}) {
  const { t } = useTranslation('union-work-queue');
  const role = useLookupNames().name(item.roleValue, item.roleValueCy);
  const clubApproval = !item.requiresClubSecApproval
    ? t('item.application.notNeeded')
    : t(`item.application.${CLUB_APPROVAL_KEYS[volunteerDecisionOf(item.clubSecDecision)]}`);
  return (
    <ItemBody
      kind="volunteer_registration"
      item={item}
      name={fullName(item.person) || t('unnamed', { id: item.person.id })}
      subtitle={t('item.subtitle.volunteer_role')}
      status={volunteerItemStatus(item)}
      reason={t('item.reason.volunteer_role', { role })}
      details={[
        [t('item.application.role'), role],
        [t('item.application.organisation'), item.organisationName ?? t('item.application.unattached')],
        [t('item.application.teams'), item.teamName],
        [t('item.application.season'), item.season],
        [t('item.application.submitted'), formatDay(item.submittedOn)],
        [t('item.application.dbsRequired'), item.requiresDbs ? t('item.application.yes') : t('item.application.no')],
        [t('item.application.clubApproval'), clubApproval],
      ]}
      nextAfterApproval={
        item.requiresClubSecApproval && item.clubSecDecision === null
          ? t('decision.nextVolunteerOrganisation')
          : t('decision.nextVolunteerFinal')
      }
      notify={notify}
    />
  );
}
