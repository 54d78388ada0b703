import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UNION_ROLES, type GrantUnionRole, type UnionRole } from '@mywru/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ErrorSummary, errorSummaryItems } from '../../components';
import { ResponsiveModal } from '../../components/responsive-modal';
import { SearchPicker } from '../../components/search-picker';
import { isPermissionRefusal } from '../../lib/api-client';
import { useFieldReasonText, useReasonText } from '../../lib/reason-text';
import { useRoleCandidates, type ChangeResult } from './api/union-roles';
import { roleLabel } from './role-label';
import { fullName } from '../../entities/person';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search';

/** Search inputs wait this long after the last key before searching. */

export interface GrantRoleDialogProps {
  opened: boolean;
  onClose: () => void;
  onGrant: (input: GrantUnionRole) => Promise<ChangeResult>;
}

/** Grant a union role: find an adult by name or member id, choose the role. */
export function GrantRoleDialog({ opened, onClose, onGrant }: GrantRoleDialogProps) {
  const { t } = useTranslation('union-roles');
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('grant.title')}>
      {opened ? <GrantForm onClose={onClose} onGrant={onGrant} /> : null}
    </ResponsiveModal>
  );
}

type Field = 'personId' | 'role';

function GrantForm({ onClose, onGrant }: Omit<GrantRoleDialogProps, 'opened'>) {
  const { t } = useTranslation('union-roles');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const people = useRoleCandidates(debounced);
  const [personId, setPersonId] = useState<string | null>(null);
  const [role, setRole] = useState<UnionRole | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const reasonText = useReasonText();
  const fieldReasonText = useFieldReasonText();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idPrefix = useId();
  const fieldIds: Record<Field, string> = { personId: `${idPrefix}-search`, role: `${idPrefix}-role` };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: Partial<Record<Field, string>> = {};
    if (!personId) found.personId = t('grant.personRequired');
    if (!role) found.role = t('grant.roleRequired');
    setErrors(found);
    if (!personId || !role) return;
    setBusy(true);
    const result = await onGrant({ personId: Number(personId), role });
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    const refusedFields = fieldReasonText(result.error);
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const field of ['personId', 'role'] as const) {
      const first = refusedFields[field];
      if (first) fieldErrors[field] = first;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    if (result.error.reason === 'union_role.duplicate') setMessage(t('grant.duplicate'));
    else if (result.error.reason === 'union_role.child') setMessage(t('grant.child'));
    else if (isPermissionRefusal(result.error)) setMessage(t('permission'));
    else setMessage(reasonText(result.error));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <ErrorSummary errors={errorSummaryItems(errors, fieldIds)} />
        <SearchPicker
          searchId={fieldIds.personId}
          search={search}
          onSearchChange={setSearch}
          isSearching={people.isFetching}
          options={
            debounced.length >= 2 && people.data
              ? people.data.map((person) => {
                  const held =
                    person.roles.length > 0
                      ? ` · ${t('grant.holds', { roles: person.roles.map((r) => roleLabel(t, r)).join(', ') })}`
                      : '';
                  return {
                    value: String(person.id),
                    label: `${t('grant.person', { name: fullName(person) || t('noName'), id: person.id })}${held}`,
                  };
                })
              : undefined
          }
          value={personId}
          onChange={setPersonId}
          error={errors.personId}
          labels={{
            search: t('grant.search'),
            searchHelp: t('grant.searchHelp'),
            searching: t('grant.searching'),
            results: t('grant.people'),
            noResults: t('grant.noPeople'),
          }}
        />
        {people.isError ? (
          <ErrorAlert>{isPermissionRefusal(people.error) ? t('permission') : t('grant.searchError')}</ErrorAlert>
        ) : null}
        <Select
          id={fieldIds.role}
          label={t('grant.role')}
          placeholder={t('grant.rolePlaceholder')}
          data={UNION_ROLES.map((value) => ({ value, label: roleLabel(t, value) }))}
          value={role}
          onChange={(value) => setRole(value as UnionRole | null)}
          error={errors.role}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('grant.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('grant.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
