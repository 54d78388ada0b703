/** The union's organisations: fixtures of its list, options and details, for the screens of organisations and teams. */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeResponse } from './render';
import { baseAnswers, problem, sent, stubApi, withReason, type Answers } from './union-api-stub';

export { baseAnswers, problem, sent, stubApi, withReason, type Answers };

/**
 * A refusal as the API answers it: status, code and reason. Its English detail is a stand-in, so a
 * page that showed the server's words instead of the reason's text would fail.
 */
export const refused = (status: number, code: string, reason: string): FakeResponse =>
  withReason(problem(status, code, 'Server English that is never shown'), reason);

/** The refusal the API answers outside the union's organisations area. */
export const refusal = () => refused(403, 'forbidden', 'back_office.permission.organisations');

/** Opens the Mantine select labelled `label` (within `scope`) and picks the option. */
export async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  const field = within(scope)
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT')!;
  await userEvent.click(field);
  // A picker drawn plainly until first used is another element once loaded, with the same id.
  const combobox = () => document.getElementById(field.id) ?? field;
  await waitFor(() => expect(combobox().getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(combobox().getAttribute('aria-controls') ?? '') as HTMLElement;
  await userEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

export const options = {
  types: [
    { id: 1, name: 'Clubs', nameCy: 'Clybiau' },
    { id: 2, name: 'Schools and Colleges', nameCy: 'Ysgolion a Cholegau' },
  ],
  regions: [
    { id: 11, name: 'Arfordir' },
    { id: 12, name: 'Dyffryn' },
  ],
  teamTemplates: [
    { id: 22, name: 'Senior Men', nameCy: 'Dynion Hŷn', ageGrade: 'senior', sexId: 1, gameFormat: '15-a-side' },
    { id: 23, name: 'Senior Women', nameCy: 'Menywod Hŷn', ageGrade: 'senior', sexId: 2, gameFormat: '15-a-side' },
  ],
  roles: [
    { id: 2, value: 'Club Secretary', valueCy: 'Ysgrifennydd Clwb', isForTeams: false, minAge: 18 },
    { id: 4, value: 'Club Chair', valueCy: 'Cadeirydd Clwb', isForTeams: false, minAge: 18 },
    { id: 7, value: 'Team Coach', valueCy: 'Hyfforddwr Tîm', isForTeams: true, minAge: 16 },
  ],
};

export const summary = (
  id: number,
  name: string,
  values: Partial<{ isActive: boolean; teamCount: number; peopleCount: number }> = {},
) => ({
  id,
  name,
  type: { id: 1, name: 'Clubs', nameCy: 'Clybiau' },
  region: { id: 12, name: 'Dyffryn' },
  isActive: values.isActive ?? true,
  teamCount: values.teamCount ?? 3,
  peopleCount: values.peopleCount ?? 40,
});

export const details = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Cwm Valley RFC',
  type: { id: 1, name: 'Clubs', nameCy: 'Clybiau' },
  region: { id: 12, name: 'Dyffryn' },
  isActive: true,
  createdOn: '2025-06-01T10:00:00.000Z',
  teamParents: [
    {
      id: 50,
      name: 'Senior Men',
      nameCy: 'Dynion Hŷn',
      teamTemplate: { id: 22, name: 'Senior Men', nameCy: 'Dynion Hŷn', ageGrade: 'senior' },
      gameFormat: { name: '15-a-side' },
      sexId: 1,
      enableRegistrations: true,
      teamChildren: [
        { id: 501, value: '1st team', isInUse: true },
        { id: 502, value: '2nd team', isInUse: false },
      ],
    },
  ],
  officeHolders: [
    {
      id: 900,
      person: { id: 1000010, firstName: 'Gareth', lastName: 'Morgan' },
      role: { id: 2, value: 'Club Secretary', valueCy: 'Ysgrifennydd Clwb' },
      teamChild: null,
      since: '2024-09-01',
      until: null,
    },
  ],
  ...overrides,
});
