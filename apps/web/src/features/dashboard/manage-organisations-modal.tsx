import { Button, Group, Select, Stack } from '@mantine/core';
import type { OrganisationRoleRecord } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveModal } from '../../components/responsive-modal';
import { useLookupNames } from '../../lib/lookup-names';
import { managedOrganisations, organisationLabel } from './roles';

export interface ManageOrganisationsModalProps {
  opened: boolean;
  onClose: () => void;
  records: readonly OrganisationRoleRecord[];
}

/** Choose one of your organisations (auto-selected when there is only one), then 'Manage' opens its hub. */
export function ManageOrganisationsModal({ opened, onClose, records }: ManageOrganisationsModalProps) {
  const { t } = useTranslation('dashboard');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('manageOrganisations.title')}>
      {opened ? <ManageOrganisationsBody records={records} /> : null}
    </ResponsiveModal>
  );
}

function ManageOrganisationsBody({ records }: { records: readonly OrganisationRoleRecord[] }) {
  const { t } = useTranslation('dashboard');
  const lookup = useLookupNames();
  const navigate = useNavigate();
  const organisations = managedOrganisations(records);
  const [selected, setSelected] = useState<string | null>(() =>
    organisations.length === 1 && organisations[0] ? String(organisations[0].organisationId) : null,
  );
  return (
    <Stack gap="md">
      <Select
        label={t('manageOrganisations.label')}
        placeholder={t('manageOrganisations.placeholder')}
        data={organisations.map((record) => ({
          value: String(record.organisationId),
          label: organisationLabel(record, lookup.name),
        }))}
        value={selected}
        onChange={setSelected}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button disabled={selected === null} onClick={() => void navigate(`/organisation/${selected}`)}>
          {t('manageOrganisations.manage')}
        </Button>
      </Group>
    </Stack>
  );
}
