import { Container, Group, Stack } from '@mantine/core';
import { unionDay } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert, LoadingOverlay, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { PageHeader } from '../../components/page-header';
import { ApiError, isPermissionRefusal } from '../../lib/api-client';
import { DbsSection, UnionDbsStatusBadge, usePersonDbs } from '../../features/dbs-checks';
import { QualificationsSection, usePersonQualifications } from '../../features/qualifications';
import { useUnionMe } from '../../entities/union-staff';
import { fullName } from '../../entities/person';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /union/people/:personId: the person's summary, their DBS (records, flags, 'Add DBS check') and
 * their qualifications. Each section shows only when the caller reaches its area; the API refuses anyway.
 */
export function PersonPage() {
  const { t } = useTranslation('union-people');
  const personId = Number(useParams().personId);
  const me = useUnionMe();
  const reachesDbs = me.data?.areas.includes('dbs') ?? false;
  const reachesQualifications = me.data?.areas.includes('qualifications') ?? false;
  const dbs = usePersonDbs(personId, reachesDbs);
  const qualifications = usePersonQualifications(personId, reachesQualifications);
  const now = new Date();
  const today = unionDay(now);

  const queries = [reachesDbs ? dbs : null, reachesQualifications ? qualifications : null].filter(
    (query) => query !== null,
  );
  const refused =
    (me.isError && isPermissionRefusal(me.error)) ||
    (me.data && queries.length === 0) ||
    queries.some((query) => query.isError && isPermissionRefusal(query.error));
  const notFound = queries.some((query) => query.isError && isNotFound(query.error));
  const person = dbs.data ?? qualifications.data?.person ?? null;
  const name = person ? fullName(person) || t('person.unnamed') : t('person.title');

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageHeader title={name} backTo="/union/people" />
        {refused ? (
          <ErrorAlert>{t('permission')}</ErrorAlert>
        ) : notFound ? (
          <ErrorAlert>{t('person.notFound')}</ErrorAlert>
        ) : me.isError ? (
          <ErrorAlert>{t('loadError')}</ErrorAlert>
        ) : me.isPending || queries.some((query) => query.isPending) ? (
          <LoadingOverlay />
        ) : (
          <>
            {person ? (
              <Group gap="sm" data-testid="person-summary">
                <Text size={2}>
                  {t('memberId', { id: person.id })}
                  {person.dob ? ` · ${t('born', { date: formatDay(person.dob) })}` : ''}
                </Text>
                {dbs.data ? <UnionDbsStatusBadge status={dbs.data.dbsStatus} /> : null}
              </Group>
            ) : null}
            {reachesDbs ? (
              dbs.isError ? (
                <ErrorAlert>{t('loadError')}</ErrorAlert>
              ) : dbs.data ? (
                <DbsSection dbs={dbs.data} today={today} />
              ) : null
            ) : null}
            {reachesQualifications ? (
              qualifications.isError ? (
                <ErrorAlert>{t('loadError')}</ErrorAlert>
              ) : qualifications.data ? (
                <QualificationsSection
                  personId={personId}
                  qualifications={qualifications.data.qualifications}
                  now={now}
                />
              ) : null
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
