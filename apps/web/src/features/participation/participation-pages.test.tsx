import type { RegisteredRole } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { alysPerson, fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { DbsPage } from './dbs-page';
import { ParticipationPage } from './participation-page';
import { QualificationsPage } from './qualifications-page';
import { RolesPage } from './roles-page';
import './test/i18n';

const routes = [
  { path: '/participation', element: <ParticipationPage /> },
  { path: '/qualifications', element: <QualificationsPage /> },
  { path: '/participation/dbs', element: <DbsPage /> },
  { path: '/participation/roles', element: <RolesPage /> },
];

function renderAt(path: string, answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, ...answers })));
  return renderRoutes(routes, path);
}

function role(id: number, personId: number, personName: string, overrides: Partial<RegisteredRole> = {}): RegisteredRole {
  return {
    id,
    organisationId: 201,
    organisation: 'Cardiff Harlequins',
    personId,
    personName,
    hasInvalidDbs: false,
    isPlayingRole: true,
    roleDetails: {
      roleName: 'Player',
      activeFrom: '2025-09-01',
      activeTo: null,
      teamChild: { id: 5, value: '1st team' },
      teamParent: { id: 4, teamTemplate: { name: 'Senior Men' }, gameFormat: { id: 1, name: 'Fifteens' } },
    },
    ...overrides,
  };
}

describe('Your Participation', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to qualifications, DBS and roles', async () => {
    renderAt('/participation', {});
    expect(await screen.findByRole('link', { name: /Your Qualifications/ })).toHaveAttribute('href', '/qualifications');
    expect(screen.getByRole('link', { name: /Your DBS/ })).toHaveAttribute('href', '/participation/dbs');
    expect(screen.getByRole('link', { name: /Your Roles/ })).toHaveAttribute('href', '/participation/roles');
  });

  it('Your Qualifications: lists them with en-GB dates, or says No Qualifications', async () => {
    renderAt('/qualifications', {
      '/api/person/1000001/qualifications': { body: [{ value: 'World Rugby Level 1 Coaching', validFrom: '2024-03-05', expiry: '2027-05-31', certificateNumber: 'WR-1' }] },
    });
    expect(await screen.findByRole('heading', { name: 'World Rugby Level 1 Coaching' })).toBeInTheDocument();
    expect(screen.getByText('05/03/2024')).toBeInTheDocument();
    expect(screen.getByText('31/05/2027')).toBeInTheDocument();
  });

  it('Your Qualifications: empty state', async () => {
    renderAt('/qualifications', { '/api/person/1000001/qualifications': { body: [] } });
    expect(await screen.findByText('No Qualifications')).toBeInTheDocument();
  });

  it('Your DBS: status and records, or No DBS records', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: { personDBSRecords: [{ certificateNumber: 'DBS-0042', issued: '2024-06-01', expiry: '2027-05-31' }], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'valid' },
      },
    });
    expect(await screen.findByTestId('dbs-status')).toHaveTextContent('Valid');
    expect(screen.getByText('DBS-0042')).toBeInTheDocument();
    expect(screen.getByText('01/06/2024')).toBeInTheDocument();
  });

  it('Your DBS: a record stored with a year past 9999 shows as stored instead of taking the page down', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: { personDBSRecords: [{ certificateNumber: '009999999999', issued: '9999-12-31', expiry: '10001-05-31' }], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'valid' },
      },
    });
    expect(await screen.findByText('009999999999')).toBeInTheDocument();
    expect(screen.getByText('31/12/9999')).toBeInTheDocument();
    expect(screen.getByText(/10001/)).toBeInTheDocument();
  });

  it('Your DBS: none held', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': { body: { personDBSRecords: [], hasActiveApplication: true, hasInvalidDbs: false, dbsStatus: 'pending' } },
    });
    expect(await screen.findByText('No DBS records')).toBeInTheDocument();
    expect(screen.getByTestId('dbs-status')).toHaveTextContent('Pending');
  });

  it('Your DBS: who viewed it (the organisation and role, or the union) and when, newest first', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': { body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' } },
      '/api/person/1000001/child': { body: [] },
      '/api/person/1000001/dbs-views': {
        body: [
          { at: '2025-10-02T14:05:00.000Z', viewer: 'union', organisationName: null, role: 'Safeguarding Officer' },
          { at: '2025-10-01T09:30:00.000Z', viewer: 'organisation', organisationName: 'Cardiff Harlequins', role: 'Club Secretary' },
          { at: '2025-09-01T09:30:00.000Z', viewer: 'organisation', organisationName: 'Pontmawr RFC', role: null },
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this DBS record' });
    const table = await within(section).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['02/10/2025, 15:05', 'The union', 'Safeguarding Officer'],
      ['01/10/2025, 10:30', 'Cardiff Harlequins', 'Club Secretary'],
      ['01/09/2025, 10:30', 'Pontmawr RFC', 'Not known'],
    ]);
    expect(within(section).queryByLabelText('Whose DBS record')).not.toBeInTheDocument();
  });

  it("Your DBS: no one has viewed it yet; a guardian can pick a child's record", async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': { body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' } },
      '/api/person/1000001/child': { body: [{ ...alysPerson, wruId: 1000010, firstName: 'Osian', lastName: 'Jones', dob: '2012-05-01' }] },
      '/api/person/1000001/dbs-views': { body: [] },
      '/api/person/1000010/dbs-views': { body: [{ at: '2025-10-02T14:05:00.000Z', viewer: 'organisation', organisationName: 'Cardiff Harlequins', role: 'Team Coach' }] },
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this DBS record' });
    expect(await within(section).findByText('No one has viewed this DBS record')).toBeInTheDocument();
    await userEvent.selectOptions(await within(section).findByLabelText('Whose DBS record'), 'Osian Jones');
    expect(await within(section).findByText('Team Coach')).toBeInTheDocument();
  });

  it('Your DBS: the views list failing to load says so', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': { body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' } },
      '/api/person/1000001/child': { body: [] },
      '/api/person/1000001/dbs-views': { status: 500, body: { detail: 'boom' } },
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this DBS record' });
    expect(await within(section).findByText('There was an error loading the data. Please try again later.')).toBeInTheDocument();
  });

  it('Your Roles: groups by person, and a DBS-invalid person reads "Not approved to particiapate"', async () => {
    renderAt('/participation/roles', {
      '/api/person/1000001/roles?includeDependants=true': {
        body: [
          role(1, 1000010, 'Osian Jones', {
            hasInvalidDbs: true,
            roleDetails: { roleName: 'Young Leader', activeFrom: '2025-09-01', activeTo: null, teamChild: null, teamParent: null },
          }),
          role(2, 1000001, 'Alys Jones'),
        ],
      },
    });
    const yours = await screen.findByRole('region', { name: 'Your roles' });
    expect(within(yours).getByRole('heading', { name: 'Player' })).toBeInTheDocument();
    expect(within(yours).getByText('Since 01/09/2025')).toBeInTheDocument();
    expect(within(yours).queryByText('Not approved to particiapate')).not.toBeInTheDocument();
    const osian = screen.getByRole('region', { name: 'Osian Jones' });
    expect(within(osian).getByText('Not approved to particiapate')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Your roles', 'Osian Jones']);
  });

  it('Your Roles: Nothing to show', async () => {
    renderAt('/participation/roles', { '/api/person/1000001/roles?includeDependants=true': { body: [] } });
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });
});
