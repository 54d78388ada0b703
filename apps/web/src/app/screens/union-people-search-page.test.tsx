import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { PeopleSearchPage } from './union-people-search-page';
import { administrator, baseAnswers, me, refusal, stubApi, type Answers } from '../../test/union-api-stub';
import { expectShownAndAnnounced } from '../../test/announcements';

function renderAt(path: string, answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/union/people', element: <PeopleSearchPage /> },
          { path: '/union/people/:personId', element: <p>person page</p> },
        ],
      },
    ],
    path,
  );
  return mock;
}

const searched = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/union/people?'));

describe('finding a person', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches once typing pauses, and lists people with their DBS status linking to their page', async () => {
    const mock = renderAt('/union/people', {
      ...administrator(),
      'GET /api/union/people?search=morgan': {
        body: [
          { id: 1000042, firstName: 'Rhys', lastName: 'Morgan', dob: '1988-04-02', dbsStatus: 'valid' },
          { id: 1000043, firstName: 'Elin', lastName: 'Morgan', dob: null, dbsStatus: 'invalid' },
        ],
      },
    });
    await userEvent.type(await screen.findByLabelText(/Name or member id/), 'morgan');
    const list = await screen.findByRole('list', { name: 'People found' });
    expect(searched(mock)).toEqual(['/api/union/people?search=morgan']);
    const [rhys, elin] = within(list).getAllByRole('listitem');
    expect(within(rhys!).getByRole('link', { name: 'Rhys Morgan' })).toHaveAttribute('href', '/union/people/1000042');
    expect(within(rhys!).getByText('Member id 1000042 · Born 02/04/1988')).toBeInTheDocument();
    expect(within(rhys!).getByLabelText('DBS status: Valid')).toBeInTheDocument();
    expect(within(elin!).getByLabelText('DBS status: Invalid')).toBeInTheDocument();
    await expectShownAndAnnounced('2 people found');
    expect(screen.getByRole('link', { name: 'Expiring DBS checks' })).toHaveAttribute('href', '/union/dbs/expiring');
  });

  it('waits for 2 characters and shows an empty state when no one matches', async () => {
    const mock = renderAt('/union/people', { ...administrator(), 'GET /api/union/people?search=zz': { body: [] } });
    const input = await screen.findByLabelText(/Name or member id/);
    await userEvent.type(input, 'z');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searched(mock)).toEqual([]);
    await userEvent.type(input, 'z');
    await expectShownAndAnnounced('Nothing to see here');
    expect(input).toHaveValue('zz');
  });

  it('shows the permission message to someone outside the DBS area', async () => {
    renderAt('/union/people', {
      ...me(['registrations_officer'], ['work-queue']),
      'GET /api/union/people?search=ab': refusal(),
    });
    await userEvent.type(await screen.findByLabelText(/Name or member id/), 'ab');
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
  });

  it('shows the permission message to a member', async () => {
    renderAt('/union/people', { 'GET /api/union/me': refusal() });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Name or member id/)).not.toBeInTheDocument();
  });
});
