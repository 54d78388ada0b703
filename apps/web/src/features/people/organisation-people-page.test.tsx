import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshPeople from '../../../public/locales/cy/organisation-people.json';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, refusal, stubApi, type Answers } from '../organisations/test/api';
import { PeoplePage } from './organisation-people-page';
import { expectShownAndAnnounced, findAlerted } from '../../test/announcements';

function renderPage(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  const utils = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/organisation/:organisationId/people', element: <PeoplePage /> }],
      },
    ],
    '/organisation/7/people',
  );
  return { ...utils, mock };
}

const person = (n: number) => ({
  wruId: 5000 + n,
  firstName: 'Person',
  lastName: `Number${n}`,
  dob: '1995-01-01',
  age: 30,
  roleValues: ['Player'],
  roleValuesCy: ['Chwaraewr'],
  teamNames: ['Senior Men – 1st team'],
  isPlayer: true,
  isVolunteer: false,
});
const people = (from: number, count: number) => Array.from({ length: count }, (_, i) => person(from + i));
const url = (query: string) => `/api/organisation/7/people/all?${query}`;
const peopleCalls = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith('/api/organisation/7/people/all'));

describe('search people', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows 'Load more' while a page comes back with 20, and hides it after a shorter page", async () => {
    const user = userEvent.setup();
    renderPage({
      [url('role=all&page=1')]: { body: people(1, 20) },
      [url('role=all&page=2')]: { body: people(21, 3) },
    });
    expect(await screen.findByText('Person Number1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Person Number23')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("hides 'Load more' when the first page has fewer than 20", async () => {
    renderPage({ [url('role=all&page=1')]: { body: people(1, 19) } });
    expect(await screen.findByText('Person Number19')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches 300 ms after the last key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { mock } = renderPage({
      [url('role=all&page=1')]: { body: people(1, 2) },
      [url('role=all&page=1&search=Rhys')]: { body: [person(9)] },
    });
    await screen.findByText('Person Number1');
    await user.type(screen.getByLabelText('Search people'), 'Rhys');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(peopleCalls(mock)).toEqual([url('role=all&page=1')]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(peopleCalls(mock)).toContain(url('role=all&page=1&search=Rhys')));
    expect(peopleCalls(mock).filter((path) => path.includes('search='))).toEqual([url('role=all&page=1&search=Rhys')]);
  });

  it('filters by players and volunteers', async () => {
    const user = userEvent.setup();
    const { mock } = renderPage({
      [url('role=all&page=1')]: { body: people(1, 2) },
      [url('role=volunteers&page=1')]: { body: [] },
    });
    await screen.findByText('Person Number1');
    await user.click(screen.getByText('Volunteers'));
    await expectShownAndAnnounced('Nothing to see here');
    expect(peopleCalls(mock)).toContain(url('role=volunteers&page=1'));
  });

  it('says so when the person may not view people there', async () => {
    renderPage({ [url('role=all&page=1')]: refusal('You do not have permission to view people in this organisation') });
    expect(await findAlerted()).toHaveTextContent('You do not have permission to view people in this organisation');
  });

  const details = (over: Record<string, unknown> = {}) => ({
    wruId: 5001,
    firstName: 'Person',
    lastName: 'Number1',
    email: null,
    dob: '2010-05-01',
    age: 15,
    sexId: 1,
    isMinor: true,
    parent: null,
    dbsStatus: 'none',
    roles: [
      {
        personOrganisationRoleId: 1,
        roleId: 1,
        roleName: 'Player',
        roleNameCy: 'Chwaraewr',
        roleValues: ['Player'],
        roleParentId: 1,
        organisationId: 7,
        organisationName: 'Cwm Valley RFC',
        teamChild: { id: 401, value: '1st team' },
        teamParent: { id: 40, name: 'Under 16', teamChildren: [{ id: 401, value: '1st team' }] },
        activeFrom: '2025-09-01',
        activeTo: null,
        transferred: false,
      },
    ],
    ...over,
  });
  const base = '/api/organisation/7/people/5001';

  it('shows roles, the missing parent message, no qualifications and no DBS records', async () => {
    const user = userEvent.setup();
    renderPage({
      [url('role=all&page=1')]: { body: [person(1)] },
      [base]: { body: details() },
      [`${base}/qualifications`]: { body: [] },
      [`${base}/person-dbs`]: {
        body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View details of Person Number1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Person Details' });
    expect(await within(dialog).findByText(/Player – Under 16 \(1st team\)/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Parent information isn't available at the moment for this person. This will show once the player has re-registered next season.",
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('No Qualifications')).toBeInTheDocument();
    expect(await within(dialog).findByText('No DBS records')).toBeInTheDocument();
    expect(within(dialog).getByText(/contact the support team/)).toBeInTheDocument();
  });

  it("shows a minor's parent contact, qualifications and 'Not approved to participate' for an invalid DBS", async () => {
    const user = userEvent.setup();
    renderPage({
      [url('role=all&page=1')]: { body: [person(1)] },
      [base]: {
        body: details({
          parent: { firstName: 'Gareth', lastName: 'Morgan', email: 'gareth@example.org', phone: null },
        }),
      },
      [`${base}/qualifications`]: {
        body: [{ value: 'First Aid', validFrom: '2024-01-01', expiry: '2027-01-01', certificateNumber: 'FA1' }],
      },
      [`${base}/person-dbs`]: {
        body: {
          personDBSRecords: [{ certificateNumber: 'D1', issued: '2023-01-01', expiry: '2026-01-01' }],
          hasActiveApplication: false,
          hasInvalidDbs: true,
          dbsStatus: 'invalid',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View details of Person Number1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Person Details' });
    expect(await within(dialog).findByText('Gareth Morgan')).toBeInTheDocument();
    expect(within(dialog).getByText('Email: gareth@example.org')).toBeInTheDocument();
    expect(await within(dialog).findByText(/First Aid/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Not approved to participate')).toBeInTheDocument();
    expect(within(dialog).getByText(/Certificate D1/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('person-dbs-status')).toHaveTextContent('DBS status: Invalid');
  });

  it('shows no parent section for an adult', async () => {
    const user = userEvent.setup();
    renderPage({
      [url('role=all&page=1')]: { body: [person(1)] },
      [base]: { body: details({ isMinor: false, age: 30 }) },
      [`${base}/qualifications`]: { body: [] },
      [`${base}/person-dbs`]: {
        body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View details of Person Number1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Person Details' });
    await within(dialog).findByText('No Qualifications');
    expect(within(dialog).queryByText(/Parent information/)).not.toBeInTheDocument();
  });

  it('on a Welsh page names the roles in Welsh, in the list and in the dialog', async () => {
    i18n.addResourceBundle('cy', 'organisation-people', welshPeople, true, true);
    await i18n.changeLanguage('cy');
    try {
      const user = userEvent.setup();
      renderPage({
        [url('role=all&page=1')]: {
          body: [
            {
              ...person(1),
              roleValues: ['Player', 'Team Coach'],
              roleValuesCy: ['Chwaraewr', 'Hyfforddwr Tîm'],
              isVolunteer: true,
            },
          ],
        },
        [base]: { body: details({ isMinor: false, age: 30 }) },
        [`${base}/qualifications`]: { body: [] },
        [`${base}/person-dbs`]: {
          body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
        },
      });
      expect(await screen.findByText('Chwaraewr, Hyfforddwr Tîm')).toBeInTheDocument();
      expect(screen.queryByText('Player, Team Coach')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Gweld manylion Person Number1' }));
      const dialog = await screen.findByRole('dialog', { name: welshPeople.details.title });
      expect(await within(dialog).findByText(/Chwaraewr – Under 16 \(1st team\)/)).toBeInTheDocument();
      expect(within(dialog).queryByText(/Player – Under 16/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
