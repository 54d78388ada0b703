import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { DateField, type DateFieldProps } from './date-field';
import { DateFieldAtRest } from './date-field-when-used';
import { LIST_KEYS, loadedWhenUsed } from './loaded-when-used';
import { MultiSelectAtRest } from './multi-select-field';
import { SelectAtRest } from './select-field';

/** A module load the test lets finish (or fail) when it says, counting the loads begun. */
function heldLoad<Props>(component: ComponentType<Props>) {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<ComponentType<Props>>((resolve, reject) => {
      loads.push({ resolve: () => resolve(component), reject: () => reject(new Error('offline')) });
    });
  return { load, loads };
}

const COUNTRIES = [
  { value: '1', label: 'United Kingdom' },
  { value: '2', label: 'Wales' },
  { value: '3', label: 'France' },
];

function Country({ Field, initial = null }: { Field: ComponentType<SelectProps>; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Field
      id="country"
      label="Country"
      description="Where you live"
      placeholder="Choose a country"
      data={COUNTRIES}
      value={value}
      onChange={setValue}
      searchable
      withAsterisk
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The list a combobox opened, once it says it is open (its `aria-controls`); drawn in a transition, it is
 * not yet visible to a role query in this document.
 */
async function listOf(name: string): Promise<HTMLElement> {
  const field = () => screen.getByRole('combobox', { name });
  await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'true'));
  return document.getElementById(field().getAttribute('aria-controls') ?? '') as HTMLElement;
}

/** The field's markup without what Mantine adds beside the input for a form post (hidden inputs). */
function markupOf(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('input[type="hidden"]').forEach((input) => input.remove());
  // One element a line, so that a difference shows as the line it is on.
  return copy.innerHTML.replace(/></g, '>\n<');
}

describe('loadedWhenUsed', () => {
  it('draws a Select at rest as Mantine draws it closed, with its name, description, state and error, without loading it', () => {
    const { load, loads } = heldLoad<SelectProps>(Select);
    const Lazy = loadedWhenUsed(load, SelectAtRest);
    const props = {
      id: 'country',
      label: 'Country',
      description: 'Where you live',
      placeholder: 'Choose a country',
      data: COUNTRIES,
      value: '2',
      error: 'Choose a country',
      searchable: true,
      withAsterisk: true,
      required: true,
    };
    const real = renderPage(<Select {...props} />);
    const realMarkup = markupOf(real.container);
    real.unmount();
    const lazy = renderPage(<Lazy {...props} />);

    expect(markupOf(lazy.container)).toBe(realMarkup);
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveValue('Wales');
    expect(field).toHaveAccessibleDescription('Choose a country Where you live');
    expect(field).toBeRequired();
    expect(field).toBeInvalid();
    expect(loads).toHaveLength(0);
  });

  it('draws a clearable Select with a value as Mantine does', () => {
    const Lazy = loadedWhenUsed(heldLoad<SelectProps>(Select).load, SelectAtRest);
    const props = { id: 'region', label: 'Region', data: COUNTRIES, value: '3', clearable: true };
    const real = renderPage(<Select {...props} />);
    const realMarkup = markupOf(real.container);
    real.unmount();
    const lazy = renderPage(<Lazy {...props} />);
    expect(markupOf(lazy.container)).toBe(realMarkup);
  });

  it('draws a MultiSelect at rest as Mantine draws it closed, its choices as pills', () => {
    const { load, loads } = heldLoad<MultiSelectProps>(MultiSelect);
    const Lazy = loadedWhenUsed(load, MultiSelectAtRest);
    const props = {
      id: 'nationalities',
      label: 'Nationalities',
      data: COUNTRIES.map(({ value, label }) => ({ value, label: `${label} national` })),
      value: ['2', '3'],
      searchable: true,
      withAsterisk: true,
    };
    const real = renderPage(<MultiSelect {...props} />);
    const realMarkup = markupOf(real.container);
    real.unmount();
    const lazy = renderPage(<Lazy {...props} />);

    expect(markupOf(lazy.container)).toBe(realMarkup);
    expect(screen.getByRole('combobox', { name: 'Nationalities' })).toHaveValue('');
    expect(screen.getByText('Wales national')).toBeVisible();
    expect(loads).toHaveLength(0);
  });

  it('draws the date field at rest as it draws itself closed, the date in words', () => {
    const { load, loads } = heldLoad<DateFieldProps>(DateField);
    const Lazy = loadedWhenUsed(load, DateFieldAtRest);
    const props = {
      id: 'dob',
      label: 'Date of birth',
      placeholder: 'DD/MM/YYYY',
      value: '1990-04-05',
      withAsterisk: true,
      required: true,
      error: 'Enter your date of birth',
    };
    const real = renderPage(<DateField {...props} />);
    const realMarkup = markupOf(real.container);
    real.unmount();
    const lazy = renderPage(<Lazy {...props} />);

    expect(markupOf(lazy.container)).toBe(realMarkup);
    const field = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(field).toHaveValue('05 April 1990');
    expect(field).toHaveAccessibleDescription('Enter your date of birth');
    expect(loads).toHaveLength(0);
  });

  it('shows each month as the date field does, in English and in Welsh', async () => {
    const Lazy = loadedWhenUsed(heldLoad<DateFieldProps>(DateField).load, DateFieldAtRest);
    const days = Array.from(
      { length: 12 },
      (_, month) => `2009-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`,
    );
    const shown = (Field: ComponentType<DateFieldProps>) => {
      const { container, unmount } = renderPage(
        <>
          {days.map((day) => (
            <Field key={day} id={`day-${day}`} label={day} value={day} />
          ))}
        </>,
      );
      const texts = [...container.querySelectorAll('input[data-dates-input]')].map(
        (input) => (input as HTMLInputElement).value,
      );
      unmount();
      return texts;
    };
    try {
      for (const language of ['en', 'cy']) {
        await i18n.changeLanguage(language);
        expect(shown(Lazy)).toEqual(shown(DateField));
      }
      expect(shown(Lazy)).toContain('07 Gorffennaf 2009');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('never loads a disabled date field', async () => {
    const { load, loads } = heldLoad<DateFieldProps>(DateField);
    const Lazy = loadedWhenUsed(load, DateFieldAtRest);
    const user = userEvent.setup();
    renderPage(<Lazy id="dob" label="Date of birth" value="1990-04-05" disabled />);
    await user.click(screen.getByRole('textbox', { name: 'Date of birth' }));
    await user.keyboard('{Tab}');
    expect(loads).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toBeDisabled();
  });

  it('on the first focus loads the Select, which takes over focused with the text typed meanwhile', async () => {
    const { load, loads } = heldLoad<SelectProps>(Select);
    const Lazy = loadedWhenUsed(load, SelectAtRest, { keys: () => LIST_KEYS });
    const user = userEvent.setup();
    renderPage(<Country Field={Lazy} />);

    await user.tab();
    expect(loads).toHaveLength(1);
    await user.keyboard('Wal');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Wal');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();

    loads[0]!.resolve();
    const listbox = await listOf('Country');
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Wal');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'France', hidden: true })).not.toBeInTheDocument());
    expect(listbox).toContainElement(screen.getByRole('option', { name: 'Wales', hidden: true }));

    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Wales');
    expect(loads).toHaveLength(1);
  });

  it('keeps a key typed as the loaded Select takes the field\'s place, before the field at rest has gone', async () => {
    const { load, loads } = heldLoad<SelectProps>(Select);
    const Lazy = loadedWhenUsed(load, SelectAtRest, { keys: () => LIST_KEYS });
    const user = userEvent.setup();
    renderPage(<Country Field={Lazy} />);
    await user.tab();
    await user.keyboard('U');
    // The loaded Select takes over in a task of its own once drawn hidden: that task is held here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => loads[0]!.resolve());
      await act(async () => {});
      expect(document.getElementById('country-loading')).not.toBeNull();
      const atRest = screen.getByRole('combobox', { name: 'Country' });
      // The take-over begins; React has not yet drawn it when the next key is typed into the field at rest.
      vi.advanceTimersByTime(0);
      fireEvent.change(atRest, { target: { value: 'Un' } });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Un'));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Country' })).not.toBe(document.getElementById('country-loading'));
  });

  it('gives the loaded Select the keys pressed while it loaded', async () => {
    const { load, loads } = heldLoad<SelectProps>(Select);
    const Lazy = loadedWhenUsed(load, SelectAtRest, { keys: () => LIST_KEYS });
    const user = userEvent.setup();
    renderPage(<Country Field={Lazy} />);

    await user.tab();
    await user.keyboard('Fra{ArrowDown}{Enter}');
    loads[0]!.resolve();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('France'));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  });

  it('on the first click loads the MultiSelect, which opens its list', async () => {
    const { load, loads } = heldLoad<MultiSelectProps>(MultiSelect);
    const Lazy = loadedWhenUsed(load, MultiSelectAtRest);
    const user = userEvent.setup();
    renderPage(<Lazy id="nationalities" label="Nationalities" data={COUNTRIES} defaultValue={[]} searchable />);

    await user.click(screen.getByRole('combobox', { name: 'Nationalities' }));
    expect(loads).toHaveLength(1);
    loads[0]!.resolve();
    const listbox = await listOf('Nationalities');
    await user.click(within(listbox).getByRole('option', { name: 'Wales', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Nationalities' })).toHaveFocus();
    expect(screen.getByText('Wales', { selector: '.mantine-Pill-label' })).toBeVisible();
  });

  it('keeps a date typed while the date field loads, and its value', async () => {
    const { load, loads } = heldLoad<DateFieldProps>(DateField);
    const Lazy = loadedWhenUsed(load, DateFieldAtRest);
    const user = userEvent.setup();
    const seen: (string | null)[] = [];
    function Dob() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Lazy
          id="dob"
          label="Date of birth"
          value={value}
          onChange={(date) => {
            seen.push(date);
            setValue(date);
          }}
        />
      );
    }
    renderPage(<Dob />);

    await user.click(screen.getByRole('textbox', { name: 'Date of birth' }));
    await user.keyboard('05/04/1990');
    expect(seen).toEqual(['1990-04-05']);
    loads[0]!.resolve();
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeInTheDocument());
    const field = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(field).toHaveFocus();
    await waitFor(() => expect(field).toHaveValue('05/04/1990'));
    await user.tab();
    expect(field).toHaveValue('05 April 1990');
  });

  it('on the first click loads a Select that is not searchable, which opens its list', async () => {
    const { load, loads } = heldLoad<SelectProps>(Select);
    const Lazy = loadedWhenUsed(load, SelectAtRest);
    const user = userEvent.setup();
    renderPage(<Lazy id="type" label="Type" data={COUNTRIES} defaultValue={null} />);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(loads).toHaveLength(1);
    loads[0]!.resolve();
    // Open: the list is drawn, and the field says so.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await user.click(screen.getByRole('option', { name: 'France', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('France');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveFocus();
  });

  it('says under the field when it could not be loaded, and tries again on the next focus', async () => {
    const { load, loads } = heldLoad<SelectProps>(Select);
    const Lazy = loadedWhenUsed(load, SelectAtRest, { keys: () => LIST_KEYS });
    const user = userEvent.setup();
    renderPage(<Country Field={Lazy} />);

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    loads[0]!.reject();
    const message = 'This field could not be loaded. Select it again to try once more.';
    expect(await screen.findByText(message)).toBeVisible();
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(`${message} Where you live`);

    await user.tab();
    await user.tab({ shift: true });
    expect(loads).toHaveLength(2);
    loads[1]!.resolve();
    expect(await listOf('Country')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
