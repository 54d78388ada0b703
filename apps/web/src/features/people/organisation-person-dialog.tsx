import { Alert, Divider, List, Stack } from '@mantine/core';
import type { OrganisationPersonDbs, OrganisationPersonDetails, Qualification } from '@mywru/shared';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Heading, LoadingOverlay, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { ResponsiveModal } from '../../components/responsive-modal';
import { StatusBadge } from '../../components/status-badge';
import { usePersonDbs, usePersonDetails, usePersonQualifications } from './api/organisation-people';
import { isPermissionRefusal } from '../../lib/api-client';
import { fullName } from '../../entities/person';
import { DbsStatusBadge } from '../../entities/dbs-check';
import { useLookupNames } from '../../lib/lookup-names';

export interface PersonDetailsDialogProps {
  organisationId: number;
  wruId: number | null;
  onClose: () => void;
}

/** A person's details in the organisation: roles, a minor's parent contact, qualifications and DBS records. */
export function PersonDetailsDialog({ organisationId, wruId, onClose }: PersonDetailsDialogProps) {
  const { t } = useTranslation('organisation-people');
  return (
    <ResponsiveModal opened={wruId !== null} onClose={onClose} title={t('details.title')}>
      {wruId !== null ? <PersonDetailsBody key={wruId} organisationId={organisationId} wruId={wruId} /> : null}
    </ResponsiveModal>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading order={3} level={8} id={id} mb={6}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function PersonDetailsBody({ organisationId, wruId }: { organisationId: number; wruId: number }) {
  const { t } = useTranslation('organisation-people');
  const lookup = useLookupNames();
  const details = usePersonDetails(organisationId, wruId);
  const qualifications = usePersonQualifications(organisationId, wruId);
  const dbs = usePersonDbs(organisationId, wruId);

  if (details.isPending) return <LoadingOverlay />;
  if (details.isError) {
    return <ErrorAlert>{isPermissionRefusal(details.error) ? t('permission') : t('details.loadError')}</ErrorAlert>;
  }
  const person = details.data;
  const name = fullName(person);
  const prefix = `person-${wruId}`;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600}>{name}</Text>
        <Text size={3}>{t('memberId', { wruId: person.wruId })}</Text>
        {person.dob ? <Text size={3}>{t('dobAge', { date: formatDay(person.dob), age: person.age })}</Text> : null}
        {person.email ? <Text size={3}>{t('email', { email: person.email })}</Text> : null}
      </Stack>
      <Divider />
      <Section id={`${prefix}-roles`} title={t('details.roles')}>
        {person.roles.length === 0 ? (
          <Text size={3}>{t('details.noRoles')}</Text>
        ) : (
          <List spacing={4} size="sm">
            {person.roles.map((role) => (
              <List.Item key={role.personOrganisationRoleId}>
                {lookup.name(role.roleName, role.roleNameCy)}
                {role.teamParent ? ` – ${role.teamParent.name}` : ''}
                {role.teamChild ? ` (${role.teamChild.value})` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      {person.isMinor ? <ParentContact person={person} prefix={prefix} /> : null}
      <Section id={`${prefix}-qualifications`} title={t('details.qualifications')}>
        {qualifications.isPending ? (
          <LoadingOverlay />
        ) : qualifications.isError ? (
          <ErrorAlert>{t('details.loadError')}</ErrorAlert>
        ) : (
          <Qualifications items={qualifications.data} />
        )}
      </Section>
      <Section id={`${prefix}-dbs`} title={t('details.dbs')}>
        {dbs.isPending ? (
          <LoadingOverlay />
        ) : dbs.isError ? (
          <ErrorAlert>{t('details.loadError')}</ErrorAlert>
        ) : (
          <DbsRecords dbs={dbs.data} />
        )}
      </Section>
    </Stack>
  );
}

function ParentContact({ person, prefix }: { person: OrganisationPersonDetails; prefix: string }) {
  const { t } = useTranslation('organisation-people');
  const parent = person.parent;
  return (
    <Section id={`${prefix}-parent`} title={t('details.parent')}>
      {parent ? (
        <Stack gap={2}>
          <Text size={3}>{fullName(parent)}</Text>
          {parent.email ? <Text size={3}>{t('email', { email: parent.email })}</Text> : null}
          {parent.phone ? <Text size={3}>{t('phone', { phone: parent.phone })}</Text> : null}
        </Stack>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('details.noParent')}
        </Alert>
      )}
    </Section>
  );
}

function Qualifications({ items }: { items: Qualification[] }) {
  const { t } = useTranslation('organisation-people');
  if (items.length === 0) return <Text size={3}>{t('details.noQualifications')}</Text>;
  return (
    <List spacing={4} size="sm">
      {items.map((item, index) => (
        <List.Item key={`${item.value}-${index}`}>
          {item.value}: {t('details.validFrom', { date: formatDay(item.validFrom) })}
          {item.expiry ? `, ${t('details.expires', { date: formatDay(item.expiry) })}` : ''}
        </List.Item>
      ))}
    </List>
  );
}

function DbsRecords({ dbs }: { dbs: OrganisationPersonDbs }) {
  const { t } = useTranslation('organisation-people');
  return (
    <Stack gap="xs">
      <DbsStatusBadge status={dbs.dbsStatus} data-testid="person-dbs-status">
        {t('details.dbsStatus', { status: t(`details.dbsStatuses.${dbs.dbsStatus}`) })}
      </DbsStatusBadge>
      {dbs.hasInvalidDbs ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('details.notApproved')}
        </Alert>
      ) : null}
      {dbs.dbsStatus === 'none' && dbs.personDBSRecords.length === 0 ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('details.noDbsContactSupport')}
        </Alert>
      ) : null}
      {dbs.hasActiveApplication ? <StatusBadge tone="warning">{t('details.dbsPending')}</StatusBadge> : null}
      {dbs.personDBSRecords.length === 0 ? (
        <Text size={3}>{t('details.noDbsRecords')}</Text>
      ) : (
        <List spacing={4} size="sm">
          {dbs.personDBSRecords.map((record) => (
            <List.Item key={record.certificateNumber}>
              {t('details.dbsRecord', {
                number: record.certificateNumber,
                issued: formatDay(record.issued),
                expiry: formatDay(record.expiry),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
