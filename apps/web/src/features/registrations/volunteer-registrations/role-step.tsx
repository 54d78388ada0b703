import { SimpleGrid } from '@mantine/core';
import { sortRolesForAge, type VolunteerRole } from '@mywru/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, LoadingOverlay } from '../../../components';
import { useVolunteerRoles } from './api/volunteer-roles';
import { RoleCard } from './role-card';

/** Step 3: the volunteer roles; people 17 or younger see them by minimum age, youngest first. */
export function RoleStep({ age, onChoose }: { age: number; onChoose: (role: VolunteerRole) => void }) {
  const { t } = useTranslation('registrations');
  const roles = useVolunteerRoles();
  if (roles.isPending) return <LoadingOverlay />;
  if (roles.isError) return <ErrorAlert>{t('errors.loadData')}</ErrorAlert>;
  if (roles.data.length === 0) return <EmptyState title={t('nothingToShow')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sortRolesForAge(roles.data, age).map((role) => (
        <RoleCard key={role.roleId} role={role} age={age} teamNames={[]} onChoose={onChoose} />
      ))}
    </SimpleGrid>
  );
}
