import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { isQualificationCurrent, type UnionQualification } from '@mywru/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, LabelledValue, Text } from '../../components';
import { formatDay } from '../../components/format-date';
import { ResponsiveModal } from '../../components/responsive-modal';
import { StatusBadge } from '../../components/status-badge';
import { SuccessNotice } from '../../components/success-notice';
import { useReasonText } from '../../lib/reason-text';
import { useAddQualification } from './api/add-qualification';
import { useEditQualification } from './api/edit-qualification';
import { useEndQualification } from './api/end-qualification';
import { QualificationDialog } from './qualification-dialog';

type Editing = { kind: 'add' } | { kind: 'edit'; qualification: UnionQualification };

/** The qualifications section of a person's page: every qualification (ended ones marked), add, edit, end with confirmation. */
export function QualificationsSection({
  personId,
  qualifications,
  now,
}: {
  personId: number;
  qualifications: UnionQualification[];
  now: Date;
}) {
  const { t } = useTranslation('union-people');
  const add = useAddQualification();
  const edit = useEditQualification();
  const end = useEndQualification();
  const reasonText = useReasonText();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [ending, setEnding] = useState<UnionQualification | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const closeEditing = () => {
    setEditing(null);
    add.reset();
    edit.reset();
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="qualifications-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Heading order={2} level={5} id="qualifications-heading">
            {t('qualifications.title')}
          </Heading>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'add' });
            }}
          >
            {t('qualifications.add')}
          </Button>
        </Group>
        <SuccessNotice message={notice} />
        {end.isError ? <ErrorAlert>{reasonText(end.error)}</ErrorAlert> : null}
        {qualifications.length === 0 ? (
          <EmptyState title={t('qualifications.empty')} />
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('qualifications.listLabel')}
          >
            {qualifications.map((qualification) => {
              const isEnded = qualification.endedAt !== null;
              return (
                <Paper
                  component="li"
                  key={qualification.id}
                  p="sm"
                  radius="md"
                  withBorder
                  bg={isEnded ? 'gray.0' : undefined}
                >
                  <Stack gap="xs">
                    <Group justify="space-between" gap="sm">
                      <Group gap="xs">
                        <Text fw={600} component="h3" style={{ margin: 0 }}>
                          {qualification.value}
                        </Text>
                        {isEnded ? (
                          <StatusBadge tone="neutral">
                            {t('qualifications.ended', { date: formatDay(qualification.endedAt) })}
                          </StatusBadge>
                        ) : isQualificationCurrent(qualification, now) ? (
                          <StatusBadge tone="success">{t('qualifications.current')}</StatusBadge>
                        ) : (
                          <StatusBadge tone="warning">{t('qualifications.expired')}</StatusBadge>
                        )}
                      </Group>
                      {isEnded ? null : (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={t('qualifications.editFor', { value: qualification.value })}
                            onClick={() => {
                              setNotice(null);
                              setEditing({ kind: 'edit', qualification });
                            }}
                          >
                            {t('qualifications.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            color="red"
                            aria-label={t('qualifications.endFor', { value: qualification.value })}
                            onClick={() => {
                              setNotice(null);
                              end.reset();
                              setEnding(qualification);
                            }}
                          >
                            {t('qualifications.end')}
                          </Button>
                        </Group>
                      )}
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                      <LabelledValue label={t('qualifications.validFrom')} value={formatDay(qualification.validFrom)} />
                      <LabelledValue
                        label={t('qualifications.expiry')}
                        value={qualification.expiry ? formatDay(qualification.expiry) : t('qualifications.noExpiry')}
                      />
                      <LabelledValue
                        label={t('qualifications.certificate')}
                        value={qualification.certificateNumber ?? '—'}
                      />
                    </SimpleGrid>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>

      {editing?.kind === 'add' ? (
        <QualificationDialog
          title={t('qualifications.addTitle')}
          initial={null}
          isSaving={add.isPending}
          error={add.isError ? reasonText(add.error) : null}
          onClose={closeEditing}
          onSubmit={(qualification) =>
            add.mutate(
              { params: { id: personId }, body: qualification },
              {
                onSuccess: () => {
                  closeEditing();
                  setNotice(t('qualifications.saved'));
                },
              },
            )
          }
        />
      ) : editing?.kind === 'edit' ? (
        <QualificationDialog
          key={editing.qualification.id}
          title={t('qualifications.editTitle')}
          initial={editing.qualification}
          isSaving={edit.isPending}
          error={edit.isError ? reasonText(edit.error) : null}
          onClose={closeEditing}
          onSubmit={(qualification) =>
            edit.mutate(
              { params: { id: personId, qualificationId: editing.qualification.id }, body: qualification },
              {
                onSuccess: () => {
                  closeEditing();
                  setNotice(t('qualifications.saved'));
                },
              },
            )
          }
        />
      ) : null}

      <ResponsiveModal opened={ending !== null} onClose={() => setEnding(null)} title={t('qualifications.endTitle')}>
        <Stack gap="md">
          <Text size={3}>{t('qualifications.endConfirm', { value: ending?.value ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setEnding(null)}>
              {t('qualifications.cancel')}
            </Button>
            <Button
              color="red"
              loading={end.isPending}
              onClick={() => {
                if (!ending) return;
                end.mutate(
                  { params: { id: personId, qualificationId: ending.id } },
                  {
                    onSuccess: () => setNotice(t('qualifications.endedDone')),
                    onSettled: () => setEnding(null),
                  },
                );
              }}
            >
              {t('qualifications.endButton')}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModal>
    </Paper>
  );
}
