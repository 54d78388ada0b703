import { Button, Container, Group, Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { UnionRoleHolder } from '@mywru/shared';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnounce } from '../../components';
import { TableScrollRegion } from '../../components/table-scroll-region';
import { formatDay } from '../../components/format-date';
import { PageHeader } from '../../components/page-header';
import { isPermissionRefusal } from '../../lib/api-client';
import { useUnionRoleChanges, useUnionRoles } from './api/union-roles';
import { EndRoleDialog } from './end-role-dialog';
import { GrantRoleDialog } from './grant-role-dialog';
import { roleLabel } from './role-label';
import { fullName } from '../../entities/person';
import { useIsMobile } from '../../lib/use-is-mobile';

/** Union roles (Union Administrator only): who holds which union role; grant one; end one. */
export function UnionRolesPage() {
  const { t } = useTranslation('union-roles');
  const holders = useUnionRoles();
  const { grant, end } = useUnionRoleChanges();
  const [granting, setGranting] = useState(false);
  const [ending, setEnding] = useState<UnionRoleHolder | null>(null);
  const [notice, showNotice] = useState<string | null>(null);
  const announce = useAnnounce();
  /** Shows what was done and says it through the app's live region. */
  const setNotice = (message: string) => {
    showNotice(message);
    announce(message);
  };
  const refused = holders.isError && isPermissionRefusal(holders.error);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} backTo="/union" />
        {refused ? (
          <ErrorAlert>{t('permission')}</ErrorAlert>
        ) : (
          <>
            <Group justify="flex-end">
              <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setGranting(true)}>
                {t('grant.open')}
              </Button>
            </Group>
            {notice ? <Text size={3}>{notice}</Text> : null}
            {holders.isPending ? (
              <LoadingOverlay />
            ) : holders.isError ? (
              <ErrorAlert>{t('loadError')}</ErrorAlert>
            ) : holders.data.length === 0 ? (
              <EmptyState
                title={t('empty')}
                icon={<IconUsersGroup size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
              />
            ) : (
              <HoldersList holders={holders.data} onEnd={setEnding} />
            )}
          </>
        )}
      </Stack>
      <GrantRoleDialog
        opened={granting}
        onClose={() => setGranting(false)}
        onGrant={async (input) => {
          const result = await grant(input);
          if (result.ok) {
            setNotice(
              t('grant.done', {
                role: roleLabel(t, result.holder.role),
                name: fullName(result.holder.person) || t('noName'),
              }),
            );
          }
          return result;
        }}
      />
      <EndRoleDialog
        holder={ending}
        onClose={() => setEnding(null)}
        onEnd={async (id) => {
          const result = await end(id);
          if (result.ok) {
            setNotice(
              t('end.done', {
                role: roleLabel(t, result.holder.role),
                name: fullName(result.holder.person) || t('noName'),
              }),
            );
          }
          return result;
        }}
      />
    </Container>
  );
}

/** The holders: a table on wider screens, one card per holder on a phone (so "End" stays in view). */
function HoldersList({ holders, onEnd }: { holders: UnionRoleHolder[]; onEnd: (holder: UnionRoleHolder) => void }) {
  const { t } = useTranslation('union-roles');
  const isMobile = useIsMobile();
  const grantedBy = (holder: UnionRoleHolder) =>
    holder.grantedBy ? fullName(holder.grantedBy) || t('memberId', { id: holder.grantedBy.id }) : t('grantedBySystem');
  const endButton = (holder: UnionRoleHolder, name: string) => (
    <Button
      size="xs"
      variant="outline"
      color="red"
      onClick={() => onEnd(holder)}
      aria-label={t('end.openFor', { role: roleLabel(t, holder.role), name })}
      style={{ flexShrink: 0 }}
    >
      {t('end.open')}
    </Button>
  );
  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('tableLabel')}>
        {holders.map((holder) => {
          const name = fullName(holder.person) || t('noName');
          return (
            <Paper key={holder.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} component="h2" style={{ margin: 0 }}>
                    {name}
                  </Text>
                  <Text size={4}>{t('memberId', { id: holder.person.id })}</Text>
                  <Text size={3}>{roleLabel(t, holder.role)}</Text>
                  <Text size={4}>{t('grantedOnBy', { date: formatDay(holder.grantedAt), by: grantedBy(holder) })}</Text>
                </Stack>
                {endButton(holder, name)}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <TableScrollRegion label={t('tableLabel')} minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.person')}</Table.Th>
            <Table.Th scope="col">{t('columns.role')}</Table.Th>
            <Table.Th scope="col">{t('columns.granted')}</Table.Th>
            <Table.Th scope="col">{t('columns.grantedBy')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holders.map((holder) => {
            const name = fullName(holder.person) || t('noName');
            return (
              <Table.Tr key={holder.id}>
                <Table.Th scope="row" fw={600}>
                  {name}
                  <Text size={4} component="span" style={{ display: 'block', fontWeight: 400 }}>
                    {t('memberId', { id: holder.person.id })}
                  </Text>
                </Table.Th>
                <Table.Td>{roleLabel(t, holder.role)}</Table.Td>
                <Table.Td>{formatDay(holder.grantedAt)}</Table.Td>
                <Table.Td>{grantedBy(holder)}</Table.Td>
                <Table.Td>{endButton(holder, name)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
