import { Button, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Person } from '@mywru/shared';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { Heading } from '../../components/heading';
import { loadedWhenOpened } from '../../components/loaded-when-opened';
import { LoadingOverlay } from '../../components/loading-overlay';
import { Text } from '../../components/text';
import { useChildren } from '../../entities/person/children';
import { fullName } from '../../entities/person/names';

/** The edit and add dialogs (Mantine's Modal) load when first opened (decision 035). */
const EditChildDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./children-dialogs')).EditChildDialog })),
);
const AddChildDialog = loadedWhenOpened(
  lazy(async () => ({ default: (await import('./children-dialogs')).AddChildDialog })),
);

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

      <EditChildDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        child={editing}
        memberId={memberId}
        today={today}
      />
      <AddChildDialog opened={isAddOpen} onClose={add.close} memberId={memberId} today={today} />
    </Paper>
  );
}
