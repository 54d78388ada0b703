import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { UnionWorkQueueItem } from '@mywru/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { renderRoutes } from '../../../test/render';
import { baseAnswers, refusal, stubApi, type Answers } from './test/api';
import { WorkQueuePage } from './work-queue-page';
import { findAlerted } from '../../../test/announcements';
import welshWorkQueue from '../../../../public/locales/cy/union-work-queue.json';

const NOW = new Date('2025-10-01T12:00:00Z');

function renderAt(answers: Answers) {
  stubApi({ ...baseAnswers(), ...answers });
  return renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/work-queue', element: <WorkQueuePage now={NOW} /> }] }],
    '/union/work-queue',
  );
}

function player(id: number, submittedOn: string, overrides: Partial<UnionWorkQueueItem> = {}): UnionWorkQueueItem {
  return {
    kind: 'player_application',
    id,
    person: { id: 1000100 + id, firstName: 'Ffion', lastName: `Player${id}`, dob: '1996-06-06' },
    reason: 'clearance',
    roleValue: null,
    roleValueCy: null,
    organisationId: 7,
    organisationName: 'Cwm Valley RFC',
    teamName: 'Senior Women',
    season: '2025-2026',
    submittedOn,
    ...overrides,
  };
}

const volunteer: UnionWorkQueueItem = {
  kind: 'volunteer_registration',
  id: 31,
  person: { id: 1000200, firstName: 'Huw', lastName: 'Chair', dob: '1975-02-02' },
  reason: 'volunteer_role',
  roleValue: 'Club Chair',
  roleValueCy: 'Cadeirydd Clwb',
  organisationId: 7,
  organisationName: 'Cwm Valley RFC',
  teamName: null,
  season: '2025-2026',
  submittedOn: '2025-09-20T09:00:00Z',
};

const queue = (items: UnionWorkQueueItem[], counts = { playerReferrals: 0, volunteerApprovals: 0 }) => ({
  'GET /api/union/work-queue': { body: items },
  'GET /api/union/work-queue/counts': { body: counts },
});

const rows = () => within(screen.getByRole('list', { name: 'Work queue' })).getAllByRole('listitem');

describe('union work queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what waits, oldest first as the API answers, with the reason, the counts and a link to each item', async () => {
    renderAt(
      queue(
        [
          player(5, '2025-09-01T10:00:00Z'),
          volunteer,
          player(6, '2025-09-25T10:00:00Z', { reason: 'dispensation', teamName: 'Under 16' }),
        ],
        {
          playerReferrals: 2,
          volunteerApprovals: 1,
        },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Work queue' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Work queue' });
    expect(rows()).toHaveLength(3);
    expect(rows()[0]).toHaveTextContent('Ffion Player5');
    expect(rows()[0]).toHaveTextContent('International clearance');
    expect(rows()[0]).toHaveTextContent('Senior Women, Cwm Valley RFC');
    expect(rows()[0]).toHaveTextContent('Submitted 01/09/2025 (waiting 30 days)');
    expect(rows()[1]).toHaveTextContent('Huw Chair');
    expect(rows()[1]).toHaveTextContent('Club Chair, Cwm Valley RFC');
    expect(rows()[2]).toHaveTextContent('Dispensation');
    // Each row's link is named by the text it shows (WCAG 2.5.3 Label in Name).
    expect(
      screen.getByRole('link', { name: /^Ffion Player5.*Player application · Senior Women, Cwm Valley RFC/ }),
    ).toHaveAttribute('href', '/union/work-queue/player/5');
    expect(
      screen.getByRole('link', { name: /^Huw Chair.*Volunteer registration · Club Chair, Cwm Valley RFC/ }),
    ).toHaveAttribute('href', '/union/work-queue/volunteer/31');
    expect(screen.getByRole('radio', { name: 'All (3)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Player referrals (2)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Volunteer approvals (1)' })).toBeInTheDocument();
  });

  it('on a Welsh page names the volunteer role in Welsh, with or without an organisation', async () => {
    i18n.addResourceBundle('cy', 'union-work-queue', welshWorkQueue, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt(
        queue([volunteer, { ...volunteer, id: 32, organisationId: null, organisationName: null }], {
          playerReferrals: 0,
          volunteerApprovals: 2,
        }),
      );
      expect(await screen.findByText(/· Cadeirydd Clwb, Cwm Valley RFC$/)).toBeInTheDocument();
      expect(screen.getByText(/· Cadeirydd Clwb \(heb sefydliad\)$/)).toBeInTheDocument();
      expect(screen.queryByText(/Club Chair/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('filters by kind', async () => {
    renderAt(queue([player(5, '2025-09-01T10:00:00Z'), volunteer], { playerReferrals: 1, volunteerApprovals: 1 }));
    await screen.findByRole('list', { name: 'Work queue' });
    await userEvent.click(screen.getByRole('radio', { name: 'Volunteer approvals (1)' }));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Huw Chair');
    await userEvent.click(screen.getByRole('radio', { name: 'Player referrals (1)' }));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Ffion Player5');
  });

  it('shows 20 at a time with Show more', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      player(index + 1, `2025-09-${String(index + 1).padStart(2, '0')}T10:00:00Z`),
    );
    renderAt(queue(many, { playerReferrals: 25, volunteerApprovals: 0 }));
    await screen.findByRole('list', { name: 'Work queue' });
    expect(rows()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("says so when nothing waits for the union's decision", async () => {
    renderAt(queue([]));
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.getByText("Nothing is waiting for the union's decision.")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Work queue' })).not.toBeInTheDocument();
  });

  it('tells a union role without the work queue that it has no permission', async () => {
    renderAt({ 'GET /api/union/work-queue': refusal(), 'GET /api/union/work-queue/counts': refusal() });
    expect(await findAlerted()).toHaveTextContent(
      'You do not have permission to use this part of the union back office',
    );
  });

  it('points to the transfers the union may decide now, with their count', async () => {
    renderAt({
      ...queue([]),
      'GET /api/union/summary': {
        body: { workQueue: { playerReferrals: 0, volunteerApprovals: 0 }, expiringDbs: null, transfers: 2 },
      },
    });
    expect(await screen.findByText("2 transfers are ready for the union's decision.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transfers' })).toHaveAttribute('href', '/union/transfers');
  });

  it('points to the permits the union may decide now, with their count', async () => {
    renderAt({
      ...queue([]),
      'GET /api/union/summary': {
        body: { workQueue: { playerReferrals: 0, volunteerApprovals: 0 }, expiringDbs: null, transfers: 0, permits: 1 },
      },
    });
    expect(await screen.findByText("1 permit is ready for the union's decision.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open permits' })).toHaveAttribute('href', '/union/permits');
  });

  it('says nothing of transfers to a staff member without the Transfers area', async () => {
    renderAt({
      ...queue([]),
      'GET /api/union/summary': {
        body: { workQueue: { playerReferrals: 0, volunteerApprovals: 0 }, expiringDbs: 0, transfers: null },
      },
    });
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open transfers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open permits' })).not.toBeInTheDocument();
  });
});
