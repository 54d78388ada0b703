import { dobPickerRange } from '@mywru/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage } from '../../test/render';
import { PersonFields, personFieldsInput, personFieldsValue, type PersonFieldsProps } from './person-fields';
import { expectAlerted } from '../../test/announcements';

afterEach(() => vi.unstubAllGlobals());

const texts: PersonFieldsProps['texts'] = (key) => `Text ${key}`;
const today = new Date('2025-06-01T12:00:00Z');

function renderFields(props: Partial<PersonFieldsProps> = {}, answers: Parameters<typeof fakeFetch>[0] = {}) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/api/nationality': { body: [{ id: 1, value: 'Welsh', valueCy: 'Cymreig' }] }, ...answers })));
  const onChange = vi.fn();
  renderPage(
    <PersonFields
      texts={texts}
      value={personFieldsValue(null)}
      onChange={onChange}
      errors={{}}
      dobRange={dobPickerRange('adult', today)}
      isDobHeld={false}
      {...props}
    />,
  );
  return onChange;
}

describe('PersonFields', () => {
  it('asks the names and date of birth in the screen’s words, with the ids the error summary links to', () => {
    renderFields({ idPrefix: 'self', errors: { lastName: 'Enter a last name' } });
    expect(screen.getByLabelText(/Text firstName/)).toHaveAttribute('id', 'self-first-name');
    expect(screen.getByLabelText(/Text lastName/)).toHaveAttribute('id', 'self-last-name');
    expect(screen.getByText('Enter a last name')).toBeInTheDocument();
    expect(screen.queryByText('Text sex')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Text email/)).not.toBeInTheDocument();
  });

  it('gives each typed change to the form', () => {
    const onChange = renderFields();
    fireEvent.change(screen.getByLabelText(/Text firstName/), { target: { value: 'Alys' } });
    expect(onChange).toHaveBeenCalledWith({ firstName: 'Alys' });
  });

  it('asks sex, nationalities and the e-mail where the screen asks them', () => {
    const onChange = renderFields({
      idPrefix: 'child-7',
      asksSexAndNationalities: true,
      email: { autoComplete: 'off' },
    });
    fireEvent.click(screen.getByLabelText('Text female'));
    expect(onChange).toHaveBeenCalledWith({ sexId: '2' });
    expect(screen.getByLabelText('Text male')).toHaveAttribute('id', 'child-7-sex-male');
    expect(screen.getByLabelText(/Text email/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByPlaceholderText('Text nationalitiesPlaceholder')).toHaveAttribute('id', 'child-7-nationalities');
  });

  it('says so where the nationalities could not be loaded', async () => {
    renderFields(
      { asksSexAndNationalities: true, nationalitiesLoadError: 'No nationalities' },
      { '/api/nationality': { status: 500, body: {} } },
    );
    await expectAlerted('No nationalities');
  });

  it('shows a held date of birth locked, with the screen’s words for why', () => {
    renderFields({ value: { ...personFieldsValue(null), dob: '1990-02-03' }, isDobHeld: true });
    expect(screen.getByText('Text dobLocked')).toBeInTheDocument();
  });
});

describe('personFieldsInput', () => {
  const value = {
    firstName: ' Alys ',
    lastName: ' Jones',
    dob: '1990-02-03',
    sexId: '2',
    nationalityIds: ['1', '4'],
    email: ' alys@example.org ',
  };

  it('trims the names and the e-mail and gives the choices as numbers', () => {
    expect(personFieldsInput(value, true)).toEqual({
      firstName: 'Alys',
      lastName: 'Jones',
      dob: '1990-02-03',
      sexId: 2,
      nationalityIds: [1, 4],
      email: 'alys@example.org',
    });
  });

  it('sends no e-mail where the field is not shown, and no sex until one is chosen', () => {
    expect(personFieldsInput({ ...value, sexId: null }, false)).toMatchObject({ email: null, sexId: undefined });
  });
});
