import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { UNION_ROLE_LABELS_CY } from '@mywru/shared';
import i18n from 'i18next';
import welshParticipation from '../../../public/locales/cy/participation.json';
import welshUnionRoles from '../../../public/locales/cy/union-roles.json';
import { alysPerson, fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { DbsPage } from './dbs-page';

// A page's first render takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const routes = [{ path: '/participation/dbs', element: <DbsPage /> }];

function renderAt(path: string, answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, ...answers })));
  return renderRoutes(routes, path);
}

describe('Your DBS', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Your DBS: status and records, or No DBS records', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: {
          personDBSRecords: [{ certificateNumber: 'DBS-0042', issued: '2024-06-01', expiry: '2027-05-31' }],
          hasActiveApplication: false,
          hasInvalidDbs: false,
          dbsStatus: 'valid',
        },
      },
    });
    expect(await screen.findByTestId('dbs-status')).toHaveTextContent('Valid');
    expect(screen.getByText('DBS-0042')).toBeInTheDocument();
    expect(screen.getByText('01/06/2024')).toBeInTheDocument();
  });

  it('Your DBS: a record stored with a year past 9999 shows as stored instead of taking the page down', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: {
          personDBSRecords: [{ certificateNumber: '009999999999', issued: '9999-12-31', expiry: '10001-05-31' }],
          hasActiveApplication: false,
          hasInvalidDbs: false,
          dbsStatus: 'valid',
        },
      },
    });
    expect(await screen.findByText('009999999999')).toBeInTheDocument();
    expect(screen.getByText('31/12/9999')).toBeInTheDocument();
    expect(screen.getByText(/10001/)).toBeInTheDocument();
  });

  it('Your DBS: none held', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: { personDBSRecords: [], hasActiveApplication: true, hasInvalidDbs: false, dbsStatus: 'pending' },
      },
    });
    expect(await screen.findByText('No DBS records')).toBeInTheDocument();
    expect(screen.getByTestId('dbs-status')).toHaveTextContent('Pending');
  });

  it('Your DBS: who viewed it (the organisation and role, or the union) and when, newest first', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
      },
      '/api/person/1000001/child': { body: [] },
      '/api/person/1000001/dbs-views': {
        body: [
          {
            at: '2025-10-02T14:05:00.000Z',
            viewer: 'union',
            organisationName: null,
            role: 'Safeguarding Officer',
            roleCy: 'Swyddog Diogelu',
          },
          {
            at: '2025-10-01T09:30:00.000Z',
            viewer: 'organisation',
            organisationName: 'Cardiff Harlequins',
            role: 'Club Secretary',
            roleCy: 'Ysgrifennydd Clwb',
          },
          {
            at: '2025-09-01T09:30:00.000Z',
            viewer: 'organisation',
            organisationName: 'Pontmawr RFC',
            role: null,
            roleCy: null,
          },
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this DBS record' });
    const table = await within(section).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['02/10/2025, 15:05', 'The union', 'Safeguarding Officer'],
      ['01/10/2025, 10:30', 'Cardiff Harlequins', 'Club Secretary'],
      ['01/09/2025, 10:30', 'Pontmawr RFC', 'Not known'],
    ]);
    expect(within(section).queryByLabelText('Whose DBS record')).not.toBeInTheDocument();
  });

  it('Your DBS on a Welsh page: the viewer’s role is named in Welsh, as the union-roles texts word union roles', async () => {
    expect(UNION_ROLE_LABELS_CY).toEqual(welshUnionRoles.roleNames);
    i18n.addResourceBundle('cy', 'participation', welshParticipation, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt('/participation/dbs', {
        '/api/person/1000001/person-dbs': {
          body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
        },
        '/api/person/1000001/child': { body: [] },
        '/api/person/1000001/dbs-views': {
          body: [
            {
              at: '2025-10-02T14:05:00.000Z',
              viewer: 'union',
              organisationName: null,
              role: 'Safeguarding Officer',
              roleCy: UNION_ROLE_LABELS_CY.safeguarding_officer,
            },
            {
              at: '2025-10-01T09:30:00.000Z',
              viewer: 'organisation',
              organisationName: 'Cardiff Harlequins',
              role: 'Club Secretary',
              roleCy: 'Ysgrifennydd Clwb',
            },
          ],
        },
      });
      const section = await screen.findByRole('region', { name: welshParticipation.dbs.views.title });
      const table = await within(section).findByRole('table');
      const roles = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
      expect(roles).toEqual(['Swyddog Diogelu', 'Ysgrifennydd Clwb']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("Your DBS: no one has viewed it yet; a guardian can pick a child's record", async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
      },
      '/api/person/1000001/child': {
        body: [{ ...alysPerson, wruId: 1000010, firstName: 'Osian', lastName: 'Jones', dob: '2012-05-01' }],
      },
      '/api/person/1000001/dbs-views': { body: [] },
      '/api/person/1000010/dbs-views': {
        body: [
          {
            at: '2025-10-02T14:05:00.000Z',
            viewer: 'organisation',
            organisationName: 'Cardiff Harlequins',
            role: 'Team Coach',
            roleCy: 'Hyfforddwr Tîm',
          },
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this DBS record' });
    expect(await within(section).findByText('No one has viewed this DBS record')).toBeInTheDocument();
    await userEvent.selectOptions(await within(section).findByLabelText('Whose DBS record'), 'Osian Jones');
    expect(await within(section).findByText('Team Coach')).toBeInTheDocument();
  });

  it('Your DBS: the views list failing to load says so', async () => {
    renderAt('/participation/dbs', {
      '/api/person/1000001/person-dbs': {
        body: { personDBSRecords: [], hasActiveApplication: false, hasInvalidDbs: false, dbsStatus: 'none' },
      },
      '/api/person/1000001/child': { body: [] },
      '/api/person/1000001/dbs-views': { status: 500, body: { detail: 'boom' } },
    });
    const section = await screen.findByRole('region', { name: 'Who viewed this DBS record' });
    expect(
      await within(section).findByText('There was an error loading the data. Please try again later.'),
    ).toBeInTheDocument();
  });
});
