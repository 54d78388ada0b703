import { Loader, Radio, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useAnnouncement } from './live-announcer';
import { Text } from './text';

export interface SearchPickerOption {
  value: string;
  label: string;
}

export interface SearchPickerLabels {
  search: string;
  searchHelp: string;
  searching: string;
  results: string;
  noResults: string;
}

export interface SearchPickerProps {
  search: string;
  onSearchChange: (search: string) => void;
  isSearching: boolean;
  /** What the current search found, or undefined while there is nothing to show yet. */
  options: SearchPickerOption[] | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  labels: SearchPickerLabels;
  /** The search box's id, for an error summary's link to the choice. */
  searchId?: string;
}

/**
 * A search box with the one choice it leads to: the results as a scrolling radio group, a message
 * when nothing matched (said through the app's live region), and the field error under the box while
 * there are no results to attach it to (the form's error summary says it, and links here).
 */
export function SearchPicker({
  search,
  onSearchChange,
  isSearching,
  options,
  value,
  onChange,
  error,
  labels,
  searchId,
}: SearchPickerProps) {
  useAnnouncement(options?.length === 0 ? labels.noResults : null);
  return (
    <>
      <TextInput
        id={searchId}
        label={labels.search}
        description={labels.searchHelp}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={isSearching ? <Loader size="xs" aria-label={labels.searching} /> : null}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        type="search"
        data-autofocus
      />
      {options ? (
        options.length === 0 ? (
          <Text size={3}>{labels.noResults}</Text>
        ) : (
          <Radio.Group label={labels.results} value={value} onChange={onChange} error={error} required>
            <Stack gap="xs" mt="xs" mah={240} style={{ overflowY: 'auto' }}>
              {options.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
        )
      ) : error ? (
        <Text size={3} style={{ color: 'var(--mantine-color-error)' }}>
          {error}
        </Text>
      ) : null}
    </>
  );
}
