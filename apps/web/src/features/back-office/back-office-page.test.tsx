import { screen, within } from '@testing-library/react';
import { UNION_AREAS } from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, refusal, stubApi, type Answers } from './test/api';
import { BackOfficePage } from './back-office-page';
import { findAlerted } from '../../test/announcements';

function renderAt(answers: Answers) {
  stubApi({ ...baseAnswers(), ...answers });
  return renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union', element: <BackOfficePage /> }] }],
    '/union',
  );
}

const me = (roles: string[], areas: string[]) => ({ 'GET /api/union/me': { body: { roles, areas } } });
const cards = () =>
  screen.queryAllByTestId(/^card-/).map((card) => card.getAttribute('data-testid')?.replace('card-', ''));

describe('union back office hub', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a Union Administrator every area, each linking to its page', async () => {
    renderAt(me(['union_administrator'], [...UNION_AREAS]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Union back office' })).toBeInTheDocument();
    expect(screen.getByText('Union Administrator')).toBeInTheDocument();
    expect(cards()).toEqual([
      'work-queue',
      'dbs',
      'dbs-expiring',
      'qualifications',
      'organisations',
      'union-roles',
      'audit-log',
      'transfers',
      'permits',
      'fixtures',
      'outbox',
      'settings',
    ]);
    const linkOf = (card: string) => within(screen.getByTestId(`card-${card}`)).getByRole('link');
    expect(linkOf('work-queue')).toHaveAttribute('href', '/union/work-queue');
    expect(linkOf('dbs')).toHaveAttribute('href', '/union/people');
    expect(linkOf('dbs-expiring')).toHaveAttribute('href', '/union/dbs/expiring');
    expect(linkOf('qualifications')).toHaveAttribute('href', '/union/people');
    expect(linkOf('organisations')).toHaveAttribute('href', '/union/organisations');
    expect(linkOf('union-roles')).toHaveAttribute('href', '/union/roles');
    expect(linkOf('audit-log')).toHaveAttribute('href', '/union/audit-log');
    expect(linkOf('outbox')).toHaveAttribute('href', '/union/outbox');
    expect(linkOf('transfers')).toHaveAttribute('href', '/union/transfers');
    expect(linkOf('settings')).toHaveAttribute('href', '/union/settings');
    expect(linkOf('fixtures')).toHaveAttribute('href', '/union/fixtures');
    expect(linkOf('permits')).toHaveAttribute('href', '/union/permits');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows in each tile what waits there: referrals and volunteer approvals, expiring DBS checks, transfers to decide', async () => {
    renderAt({
      ...me(['union_administrator'], [...UNION_AREAS]),
      'GET /api/union/summary': {
        body: { workQueue: { playerReferrals: 2, volunteerApprovals: 1 }, expiringDbs: 0, transfers: 4, permits: 1 },
      },
    });
    const workQueue = await screen.findByTestId('card-work-queue');
    expect(await within(workQueue).findByText('2 referred applications')).toBeInTheDocument();
    expect(within(workQueue).getByText('1 volunteer approval')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-dbs-expiring')).getByText('0 DBS checks expiring')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-transfers')).getByText('4 transfers to decide')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-permits')).getByText('1 permit to decide')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('card-audit-log')).queryByText(/referred|approval|expiring/),
    ).not.toBeInTheDocument();
  });

  it('shows only the counts the summary answers for the areas reached', async () => {
    renderAt({
      ...me(['safeguarding_officer'], ['dbs', 'qualifications']),
      'GET /api/union/summary': { body: { workQueue: null, expiringDbs: 3, transfers: null } },
    });
    expect(
      await within(await screen.findByTestId('card-dbs-expiring')).findByText('3 DBS checks expiring'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/referred application/)).not.toBeInTheDocument();
  });

  it('offers no outbox where the server sends e-mail through SMTP (the API leaves the area out)', async () => {
    renderAt(
      me(
        ['union_administrator'],
        UNION_AREAS.filter((area) => area !== 'outbox'),
      ),
    );
    expect(await screen.findByTestId('card-audit-log')).toBeInTheDocument();
    expect(screen.queryByTestId('card-outbox')).not.toBeInTheDocument();
  });

  it('shows a Safeguarding Officer DBS, expiring checks and qualifications only', async () => {
    renderAt(me(['safeguarding_officer'], ['dbs', 'qualifications']));
    expect(await screen.findByText('Safeguarding Officer')).toBeInTheDocument();
    expect(cards()).toEqual(['dbs', 'dbs-expiring', 'qualifications']);
    expect(screen.getByTestId('card-qualifications')).toHaveTextContent('on the same page as their DBS');
  });

  it('joins several union roles with " | " and shows the areas of each', async () => {
    renderAt(
      me(
        ['registrations_officer', 'safeguarding_officer'],
        ['work-queue', 'dbs', 'qualifications', 'transfers', 'permits'],
      ),
    );
    expect(await screen.findByText('Registrations Officer | Safeguarding Officer')).toBeInTheDocument();
    expect(cards()).toEqual(['work-queue', 'dbs', 'dbs-expiring', 'qualifications', 'transfers', 'permits']);
  });

  it('tells a member without a union role they have no permission, and shows no cards', async () => {
    renderAt({ 'GET /api/union/me': refusal() });
    const alert = await findAlerted();
    expect(alert).toHaveTextContent('You do not have permission to use this part of the union back office');
    expect(screen.getByRole('heading', { level: 1, name: 'Union back office' })).toBeInTheDocument();
    expect(cards()).toEqual([]);
  });
});
