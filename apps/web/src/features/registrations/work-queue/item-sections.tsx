import { Paper, Stack } from '@mantine/core';
import type { UnionWorkQueueHistoryEntry, UnionWorkQueuePerson } from '@mywru/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Text, TEXT_SIZES } from '../../../components';
import { formatDay } from '../../../components/format-date';
import { DbsStatusBadge } from '../../../entities/dbs-check';
import { fullName } from '../../../entities/person';

/** A titled section of an item's page. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Heading order={2} level={6} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs as a description list; rows without a value are left out. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt
              style={{
                fontSize: TEXT_SIZES[3],
                fontWeight: 600,
                textTransform: 'uppercase',
                letterSpacing: '0.03em',
                color: 'var(--mantine-color-gray-8)',
              }}
            >
              {label}
            </dt>
            <dd
              style={{
                margin: 0,
                fontSize: TEXT_SIZES[2],
                color: 'var(--mantine-color-gray-8)',
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** The person as the union's decision needs them. */
export function PersonSection({ person }: { person: UnionWorkQueuePerson }) {
  const { t } = useTranslation('union-work-queue');
  const none = t('item.person.none');
  return (
    <Section id="item-person" title={t('item.person.heading')}>
      <Details
        rows={[
          [t('item.person.memberId'), String(person.id)],
          [
            t('item.person.dob'),
            person.dob
              ? person.isChild
                ? t('item.person.child', { date: formatDay(person.dob) })
                : formatDay(person.dob)
              : null,
          ],
          [
            t('item.person.guardian'),
            person.guardian
              ? `${fullName(person.guardian) || t('unnamed', { id: person.guardian.id })} (${person.guardian.id})`
              : null,
          ],
          [t('item.person.email'), person.email],
          [t('item.person.nationalities'), person.nationalities.join(', ') || none],
          [t('item.person.otherUnions'), person.otherUnions.join(', ') || none],
          [
            t('item.person.dbs'),
            <DbsStatusBadge key="dbs" status={person.dbsStatus}>
              {t(`dbs.${person.dbsStatus}`)}
            </DbsStatusBadge>,
          ],
        ]}
      />
    </Section>
  );
}

/** The item's history, oldest first. */
export function HistorySection({ history }: { history: UnionWorkQueueHistoryEntry[] }) {
  const { t } = useTranslation('union-work-queue');
  return (
    <Section id="item-history" title={t('item.history.heading')}>
      <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
        {history.map((entry, index) => (
          <li key={`${entry.status}-${index}`}>
            <Text size={3} fw={600} component="span">
              {t(`item.history.statuses.${entry.status}`, { defaultValue: entry.status })}
            </Text>
            <Text size={3} component="span">
              {' '}
              · {formatDay(entry.changedOn)}
              {entry.changedBy ? ` ${t('item.history.by', { name: entry.changedBy })}` : ''}
            </Text>
            {entry.reason ? <Text size={3}>{t('item.history.reason', { reason: entry.reason })}</Text> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
