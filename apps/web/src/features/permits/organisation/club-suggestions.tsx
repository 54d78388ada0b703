import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrganisationOption } from '@mywru/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisations } from '../../../entities/organisation';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search';

/** Suggestions start at 2 typed characters and show at most 10 (spec section 9). */
export const CLUB_SUGGESTION_MIN_CHARS = 2;
export const CLUB_SUGGESTION_LIMIT = 10;

export interface ClubSuggestionsProps {
  id: string;
  value: OrganisationOption | null;
  onChange: (organisation: OrganisationOption | null) => void;
  error?: string;
}

/**
 * Select Player's club: a searchable select whose suggestions are the organisation search's answer
 * for what was typed (from 2 characters, at most 10). Only a club chosen from the list counts.
 */
export function ClubSuggestions({ id, value, onChange, error }: ClubSuggestionsProps) {
  const { t } = useTranslation('permits', { keyPrefix: 'organisation.create.player' });
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const isLongEnough = debounced.length >= CLUB_SUGGESTION_MIN_CHARS;
  const organisations = useOrganisations(debounced, { enabled: isLongEnough });
  const found = isLongEnough ? (organisations.data?.pages[0] ?? []) : [];
  // The chosen club stays an option (first) while another search runs, so the field keeps showing it.
  const listed = (
    value && !found.some((organisation) => organisation.id === value.id) ? [value, ...found] : found
  ).slice(0, CLUB_SUGGESTION_LIMIT);
  const nothingFound =
    isLongEnough && organisations.isError
      ? t('organisationsError')
      : isLongEnough && organisations.isSuccess && found.length === 0
        ? t('noOrganisations')
        : undefined;

  return (
    <Select
      id={id}
      label={t('organisation')}
      description={t('organisationDescription')}
      placeholder={t('organisationPlaceholder')}
      data={listed.map((organisation) => ({ value: String(organisation.id), label: organisation.name }))}
      value={value ? String(value.id) : null}
      onChange={(next) => onChange(listed.find((organisation) => String(organisation.id) === next) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The API has searched by name already: every suggestion it gives is shown.
      filter={({ options }) => options}
      limit={CLUB_SUGGESTION_LIMIT}
      nothingFoundMessage={nothingFound}
      rightSection={
        organisations.isFetching && isLongEnough ? (
          <Loader size="xs" aria-label={t('searchingOrganisations')} />
        ) : undefined
      }
      error={error}
      required
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 240px' }}
    />
  );
}
