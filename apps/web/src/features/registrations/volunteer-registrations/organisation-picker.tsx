import { Anchor, Radio, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrganisationOption } from '@mywru/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState, ErrorAlert, LoadingOverlay, Text, useAnnouncement } from '../../../components';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useLookupNames } from '../../../lib/lookup-names';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useOrganisations } from '../api/organisations';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search';

export type OrganisationChoice =
  { kind: 'none' } | { kind: 'unattached' } | { kind: 'organisation'; organisation: OrganisationOption };

const UNATTACHED = 'unattached';

export interface OrganisationPickerProps {
  value: OrganisationChoice;
  onChange: (choice: OrganisationChoice) => void;
  /** Offer 'Unattached' (only when the role allows it). */
  allowsUnattached: boolean;
  isRequired: boolean;
}

/** Where to turn when an organisation is not listed: the digital and data support mailbox (the spec's words). */
function NotListedHint() {
  const { t } = useTranslation('registrations');
  const config = useRuntimeConfig();
  const email = config.data?.supportEmail;
  if (!email) return null;
  return (
    <Text size={3}>
      <Trans
        t={t}
        i18nKey="volunteer.notListed"
        values={{ email }}
        components={{ mail: <Anchor href={`mailto:${email}`} /> }}
      />
    </Text>
  );
}

/** The organisation search: 9 a page, 'Load more', 'Unattached' when the role allows it, and the mailbox for one not listed. */
export function OrganisationPicker({ value, onChange, allowsUnattached, isRequired }: OrganisationPickerProps) {
  const { t } = useTranslation('registrations');
  const lookup = useLookupNames();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const organisations = useOrganisations(debounced);
  const found = organisations.data?.pages.flat() ?? [];
  useAnnouncement(
    organisations.isSuccess
      ? found.length === 0
        ? t('volunteer.noOrganisations')
        : t('volunteer.organisationCount', { count: found.length })
      : null,
    debounced,
  );
  const chosen = value.kind === 'organisation' ? value.organisation : null;
  // The chosen organisation stays listed (first) while another search runs.
  const listed = chosen && !found.some((organisation) => organisation.id === chosen.id) ? [chosen, ...found] : found;
  const radioValue =
    value.kind === 'organisation' ? String(value.organisation.id) : value.kind === 'unattached' ? UNATTACHED : null;

  const change = (next: string) => {
    if (next === UNATTACHED) {
      onChange({ kind: 'unattached' });
      return;
    }
    const organisation = listed.find((item) => String(item.id) === next);
    if (organisation) onChange({ kind: 'organisation', organisation });
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('volunteer.searchOrganisations')}
        placeholder={t('volunteer.searchOrganisationsPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      <Radio.Group
        value={radioValue}
        onChange={change}
        label={t('volunteer.organisation')}
        withAsterisk={isRequired}
        description={allowsUnattached ? t('volunteer.unattachedHint') : undefined}
      >
        <Stack gap={6} mt="xs" aria-busy={organisations.isFetching}>
          {allowsUnattached ? <Radio value={UNATTACHED} label={t('volunteer.unattached')} /> : null}
          {listed.map((organisation) => (
            <Radio
              key={organisation.id}
              value={String(organisation.id)}
              label={organisation.name}
              description={lookup.name(organisation.typeName, organisation.typeNameCy)}
            />
          ))}
          {organisations.isPending ? <LoadingOverlay /> : null}
          {organisations.isError ? <ErrorAlert>{t('errors.loadOrganisations')}</ErrorAlert> : null}
          {organisations.isSuccess && found.length === 0 ? <EmptyState title={t('volunteer.noOrganisations')} /> : null}
          {organisations.isSuccess && found.length > 0 ? (
            <Text size={4}>{t('volunteer.organisationCount', { count: found.length })}</Text>
          ) : null}
        </Stack>
      </Radio.Group>
      <LoadMoreButton pages={organisations} label={t('actions.loadMore')} />
      <NotListedHint />
    </Stack>
  );
}
