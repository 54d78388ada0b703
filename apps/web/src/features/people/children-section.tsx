import { Button, Group, Modal, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Person } from '@mywru/shared';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, Heading, LoadingOverlay, Text, useModalTransition } from '../../components';
import { useAddChild, useChildren, fullName } from '../../entities/person';
import { useSavePerson } from './api/save-person';
import { PersonForm } from './person-form';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The parent's children, each editable in a dialog showing the child's ID, and 'Add child'. */
export function ChildrenSection({ memberId, today }: { memberId: string; today?: Date }) {
  const { t } = useTranslation('profile');
  const children = useChildren(memberId);
  const save = useSavePerson(memberId);
  const addChild = useAddChild();
  const transitionProps = useModalTransition();
  const [editing, setEditing] = useState<Person | null>(null);
  const [isAddOpen, add] = useDisclosure(false);

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder component="section" aria-labelledby="children-heading">
      <Stack gap="md">
        <Group justify="space-between">
          <Heading order={2} level={5} id="children-heading">
            {t('children.title')}
          </Heading>
          <Button variant="outline" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={add.open}>
            {t('children.add')}
          </Button>
        </Group>
        {children.isPending ? <LoadingOverlay /> : null}
        {children.isError ? <ErrorAlert>{t('children.loadError')}</ErrorAlert> : null}
        {children.data && children.data.length === 0 ? <EmptyState title={t('children.none')} /> : null}
        {children.data && children.data.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {children.data.map((child) => (
              <Paper component="li" key={child.wruId} p="sm" radius="sm" bg="gray.0">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{fullName(child)}</Text>
                    <Text size={3}>
                      {child.dob
                        ? t('children.born', { date: dateFormat.format(new Date(`${child.dob}T00:00:00Z`)) })
                        : null}
                    </Text>
                  </div>
                  <Button
                    variant="subtle"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(child)}
                    aria-label={t('children.editNamed', { name: fullName(child) })}
                  >
                    {t('children.edit')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('children.editTitle', { name: fullName(editing) }) : ''}
        centered
        size="lg"
        transitionProps={transitionProps}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        {editing ? (
          <Stack gap="sm">
            <Text size={3} data-testid="child-member-id">
              {t('children.memberId', { id: editing.wruId })}
            </Text>
            <PersonForm
              key={editing.wruId}
              person={editing}
              isChild
              idPrefix={`child-${editing.wruId}`}
              failureMessage={t('errors.save')}
              onSave={(person) => save.mutateAsync({ params: { id: editing.wruId }, body: person })}
              today={today}
            />
          </Stack>
        ) : null}
      </Modal>

      <Modal
        opened={isAddOpen}
        onClose={add.close}
        title={t('children.addTitle')}
        centered
        size="lg"
        transitionProps={transitionProps}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        {isAddOpen ? (
          <PersonForm
            person={null}
            isChild
            idPrefix="new-child"
            submitLabel={t('children.addSubmit')}
            failureMessage={t('errors.submit')}
            showsSaved={false}
            onSave={async (child) => {
              await addChild.mutateAsync({ params: { id: memberId }, body: child });
              add.close();
            }}
            today={today}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
