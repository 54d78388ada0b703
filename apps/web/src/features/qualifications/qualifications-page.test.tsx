import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { QualificationsPage } from './qualifications-page';

// A page's first render takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const routes = [{ path: '/qualifications', element: <QualificationsPage /> }];

function renderAt(path: string, answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, ...answers })));
  return renderRoutes(routes, path);
}

describe('Your Qualifications', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Your Qualifications: lists them with en-GB dates, or says No Qualifications', async () => {
    renderAt('/qualifications', {
      '/api/person/1000001/qualifications': {
        body: [
          {
            value: 'World Rugby Level 1 Coaching',
            validFrom: '2024-03-05',
            expiry: '2027-05-31',
            certificateNumber: 'WR-1',
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'World Rugby Level 1 Coaching' })).toBeInTheDocument();
    expect(screen.getByText('05/03/2024')).toBeInTheDocument();
    expect(screen.getByText('31/05/2027')).toBeInTheDocument();
  });

  it('Your Qualifications: empty state', async () => {
    renderAt('/qualifications', { '/api/person/1000001/qualifications': { body: [] } });
    expect(await screen.findByText('No Qualifications')).toBeInTheDocument();
  });
});
