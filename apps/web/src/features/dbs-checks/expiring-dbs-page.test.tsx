import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, refusal, stubApi, type Answers } from '../../test/union-api-stub';
import { ExpiringDbsPage } from './expiring-dbs-page';

// A page's first render takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function renderAt(path: string, answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/dbs/expiring', element: <ExpiringDbsPage /> }] }],
    path,
  );
  return mock;
}

describe('expiring DBS checks', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists checks soonest first with the days left, each linking to the person', async () => {
    renderAt('/union/dbs/expiring', {
      'GET /api/union/dbs/expiring': {
        body: [
          {
            person: { id: 1000050, firstName: 'Gareth', lastName: 'Price' },
            certificateNumber: '001234567890',
            expiry: '2026-05-31',
            daysLeft: 12,
          },
          {
            person: { id: 1000051, firstName: 'Nia', lastName: 'Evans' },
            certificateNumber: '001234567891',
            expiry: '2026-07-31',
            daysLeft: 73,
          },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Expiring DBS checks' });
    const [gareth, nia] = within(list).getAllByRole('listitem');
    expect(within(gareth!).getByRole('link', { name: 'Open Gareth Price' })).toHaveAttribute(
      'href',
      '/union/people/1000050',
    );
    expect(within(gareth!).getByText('12 days left')).toBeInTheDocument();
    expect(within(gareth!).getByText('Expires 31/05/2026')).toBeInTheDocument();
    expect(within(nia!).getByText('73 days left')).toBeInTheDocument();
  });

  it('says when nothing expires', async () => {
    renderAt('/union/dbs/expiring', { 'GET /api/union/dbs/expiring': { body: [] } });
    expect(await screen.findByText('No DBS check expires in the next 90 days.')).toBeInTheDocument();
  });

  it('refuses with the permission message', async () => {
    renderAt('/union/dbs/expiring', { 'GET /api/union/dbs/expiring': refusal() });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
  });
});
