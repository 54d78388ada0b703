import type { PlayerApplication, VolunteerApplication } from '@mywru/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alysPerson, fakeFetch, renderRoutes, signedInSession } from '../../test/render';
import { playerTimelineItems } from './player-applications/player-application-timeline';
import { TrackPage } from './track-page';

const NOW = new Date('2026-02-10T12:00:00Z');
const osian = {
  ...alysPerson,
  wruId: 1000010,
  firstName: 'Osian',
  lastName: 'Jones',
  email: null,
  dob: '2015-06-01',
  parentId: 1000001,
};

function player(
  id: number,
  status: string,
  changes: { value: string; changedOn: string }[],
  overrides: Partial<PlayerApplication> = {},
): PlayerApplication {
  const last = changes.at(-1) ?? { value: status, changedOn: '2026-02-10T11:59:30Z' };
  return {
    id,
    personId: 1000001,
    status: { value: status, pretty: status, changedOn: last.changedOn },
    statusChanges: changes,
    createdOn: changes[0]?.changedOn ?? last.changedOn,
    season: '2025-2026',
    organisationName: 'Cardiff Harlequins',
    teamName: `Team ${id}`,
    teamParentId: 10 + id,
    gameFormatValue: 'fifteens',
    firstName: 'Alys',
    lastName: 'Jones',
    dob: '1990-04-02',
    decidedByUnion: false,
    timelineStep: 0,
    ...overrides,
  };
}

function volunteer(id: number, overrides: Partial<VolunteerApplication> = {}): VolunteerApplication {
  return {
    id,
    personId: 1000001,
    applicationStatus: null,
    submittedOn: '2026-02-10T09:00:00Z',
    updatedOn: '2026-02-10T09:00:00Z',
    season: '2025-2026',
    firstName: 'Alys',
    lastName: 'Jones',
    dob: '1990-04-02',
    teamName: 'Under 12',
    roleValue: 'Team Coach',
    roleValueCy: 'Hyfforddwr Tîm',
    dbsStatus: 'pending',
    requiresDbs: true,
    requiresClubSecApproval: true,
    requiresWruApproval: false,
    clubSecDecision: null,
    wruDecision: null,
    organisationName: 'Cardiff Harlequins',
    organisationUpdatedOn: null,
    wruUpdatedOn: null,
    ...overrides,
  };
}

function renderTrack(answers: Record<string, { status?: number; body?: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        '/auth/session': { body: signedInSession },
        '/api/person/1000001': { body: alysPerson },
        '/api/person/1000001/child': { body: [] },
        '/api/person/1000001/application': { body: [] },
        '/api/person/1000001/volunteer-registration': { body: [] },
        ...answers,
      }),
    ),
  );
  return renderRoutes([{ path: '/track', element: <TrackPage /> }], '/track');
}

describe('Track Registrations', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['referred_clearance', 'referred'],
    ['referred_dispensation', 'referred'],
    ['awaiting_org', 'awaitingClub'],
    ['rejected', 'rejected'],
    ['approved', 'approved'],
  ])('maps status %s to the current timeline step %s', (status, key) => {
    const changes = status.startsWith('referred')
      ? [{ value: status, changedOn: '2026-02-01T10:00:00Z' }]
      : [
          { value: 'awaiting_org', changedOn: '2026-02-01T10:00:00Z' },
          ...(status === 'awaiting_org' ? [] : [{ value: status, changedOn: '2026-02-05T10:00:00Z' }]),
        ];
    const { items, active } = playerTimelineItems(player(1, status, changes));
    expect(items[active]?.key).toBe(key);
  });

  it('shows a decision after a referral as decided by the WRU, an ordinary one as the club’s', async () => {
    renderTrack({
      '/api/person/1000001/application': {
        body: [
          player(
            1,
            'rejected',
            [
              { value: 'referred_clearance', changedOn: '2026-02-01T10:00:00Z' },
              { value: 'rejected', changedOn: '2026-02-03T10:00:00Z' },
            ],
            { decidedByUnion: true, createdOn: '2026-02-01T10:00:00Z' },
          ),
          player(
            2,
            'approved',
            [
              { value: 'awaiting_org', changedOn: '2026-01-01T10:00:00Z' },
              { value: 'approved', changedOn: '2026-01-05T10:00:00Z' },
            ],
            { createdOn: '2026-01-01T10:00:00Z' },
          ),
        ],
      },
    });
    const first = (await screen.findByRole('heading', { name: 'Team 1' })).closest('li') as HTMLElement;
    expect(within(first).getByTestId('current-step')).toHaveTextContent('Rejected by the WRU');
    expect(within(first).queryByText('Awaiting club decision')).not.toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Team 2' }).closest('li') as HTMLElement;
    expect(within(second).getByTestId('current-step')).toHaveTextContent('Approved by Cardiff Harlequins');
  });

  it("shows a referral the WRU approved as approved by it, then the club's decision", async () => {
    renderTrack({
      '/api/person/1000001/application': {
        body: [
          player(
            1,
            'approved',
            [
              { value: 'referred_clearance', changedOn: '2026-02-01T10:00:00Z' },
              { value: 'awaiting_org', changedOn: '2026-02-03T10:00:00Z' },
              { value: 'approved', changedOn: '2026-02-05T10:00:00Z' },
            ],
            { createdOn: '2026-02-01T10:00:00Z' },
          ),
        ],
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Team 1' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Approved by the WRU after referral')).toBeInTheDocument();
    expect(within(card).queryByText('Referred to the WRU')).not.toBeInTheDocument();
    expect(within(card).getByTestId('current-step')).toHaveTextContent('Approved by Cardiff Harlequins');
  });

  it('words each game format with the shared labels, not its code', async () => {
    const changes = [{ value: 'awaiting_org', changedOn: '2026-02-01T10:00:00Z' }];
    renderTrack({
      '/api/person/1000001/application': {
        body: [
          player(1, 'awaiting_org', changes, { gameFormatValue: 'fifteens' }),
          player(2, 'awaiting_org', changes, { gameFormatValue: 'sevens' }),
          player(3, 'awaiting_org', changes, { gameFormatValue: 'mixed-ability' }),
          player(4, 'awaiting_org', changes, { gameFormatValue: 'tag' }),
        ],
      },
    });
    const card = async (team: string) =>
      (await screen.findByRole('heading', { name: team })).closest('li') as HTMLElement;
    expect(within(await card('Team 1')).getByText('Fifteens')).toBeInTheDocument();
    expect(within(await card('Team 2')).getByText('Sevens')).toBeInTheDocument();
    expect(within(await card('Team 3')).getByText('Mixed Ability rugby')).toBeInTheDocument();
    expect(within(await card('Team 4')).getByText('Tag')).toBeInTheDocument();
    for (const code of ['fifteens', 'sevens', 'mixed-ability', 'tag']) {
      expect(screen.queryByText(code)).not.toBeInTheDocument();
    }
  });

  it('hides applications decided over a year ago and lists the rest newest first', async () => {
    renderTrack({
      '/api/person/1000001/application': {
        body: [
          player(1, 'approved', [
            { value: 'awaiting_org', changedOn: '2024-09-01T10:00:00Z' },
            { value: 'approved', changedOn: '2025-02-09T10:00:00Z' },
          ]),
          player(2, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2025-11-01T10:00:00Z' }]),
          player(3, 'approved', [
            { value: 'awaiting_org', changedOn: '2026-01-01T10:00:00Z' },
            { value: 'approved', changedOn: '2026-01-02T10:00:00Z' },
          ]),
        ],
      },
    });
    await screen.findByRole('heading', { name: 'Team 3' });
    const headings = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Team 3', 'Team 2']);
  });

  it('shows relative times: Just now, mins ago, hours ago, else the en-GB date and time', async () => {
    renderTrack({
      '/api/person/1000001/application': {
        body: [
          player(1, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2026-02-10T11:59:30Z' }]),
          player(2, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2026-02-10T11:55:00Z' }]),
          player(3, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2026-02-10T09:00:00Z' }]),
          player(4, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2026-02-08T09:30:00Z' }]),
        ],
      },
    });
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
    expect(within(await card('Team 1')).getAllByText('Just now').length).toBeGreaterThan(0);
    expect(within(await card('Team 2')).getAllByText('5 mins ago').length).toBeGreaterThan(0);
    expect(within(await card('Team 3')).getAllByText('3 hours ago').length).toBeGreaterThan(0);
    expect(within(await card('Team 4')).getAllByText('08/02/2026, 09:30').length).toBeGreaterThan(0);
  });

  it('shows the empty state once when nobody in the family has an application; volunteer timelines show only required steps', async () => {
    renderTrack({
      '/api/person/1000001/child': { body: [osian] },
      '/api/person/1000010/application': { body: [] },
      '/api/person/1000010/volunteer-registration': { body: [] },
      '/api/person/1000001/volunteer-registration': {
        body: [volunteer(5, { clubSecDecision: 1, applicationStatus: 1 })],
      },
    });
    expect(await screen.findAllByText('No applications to track')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Your applications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Osian Jones's applications" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Volunteer' }));
    expect(await screen.findByRole('heading', { name: 'Your applications' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Osian Jones's applications" })).not.toBeInTheDocument();
    expect(screen.queryByText('No applications to track')).not.toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Team Coach' })).closest('li') as HTMLElement;
    expect(within(card).getByTestId('volunteer-step-submitted')).toBeInTheDocument();
    expect(within(card).getByTestId('volunteer-step-club')).toBeInTheDocument();
    expect(within(card).getByTestId('volunteer-step-final')).toBeInTheDocument();
    expect(within(card).getByTestId('volunteer-step-dbs')).toBeInTheDocument();
    expect(within(card).queryByTestId('volunteer-step-union')).not.toBeInTheDocument();
  });

  it('shows the error when applications cannot be loaded', async () => {
    renderTrack({ '/api/person/1000001/application': { status: 500, body: { detail: 'boom' } } });
    await waitFor(() =>
      expect(
        screen.getByText('There was an error showing your applications to register. Please try again later.'),
      ).toBeInTheDocument(),
    );
  });

  it("shows a parent with no application of their own only their child's, without 'No applications to track'", async () => {
    renderTrack({
      '/api/person/1000001/child': { body: [osian] },
      '/api/person/1000010/application': {
        body: [
          player(7, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2026-02-09T10:00:00Z' }], {
            personId: 1000010,
            firstName: 'Osian',
          }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: "Osian Jones's applications" })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Team 7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your applications' })).not.toBeInTheDocument();
    expect(screen.queryByText('No applications to track')).not.toBeInTheDocument();
  });

  it('marks a step still awaited as in progress with an hourglass, not a tick; a decision as done', async () => {
    renderTrack({
      '/api/person/1000001/application': {
        body: [
          player(1, 'awaiting_org', [{ value: 'awaiting_org', changedOn: '2026-02-09T10:00:00Z' }]),
          player(
            2,
            'approved',
            [
              { value: 'awaiting_org', changedOn: '2026-01-01T10:00:00Z' },
              { value: 'approved', changedOn: '2026-01-05T10:00:00Z' },
            ],
            { createdOn: '2026-01-01T10:00:00Z' },
          ),
        ],
      },
    });
    const waiting = (await screen.findByRole('heading', { name: 'Team 1' })).closest('li') as HTMLElement;
    const current = within(waiting).getByTestId('current-step');
    expect(current).toHaveTextContent('Awaiting club decision');
    const currentItem = current.closest('.mantine-Timeline-item') as HTMLElement;
    expect(currentItem).toHaveTextContent('In progress');
    expect(currentItem.querySelector('.tabler-icon-hourglass-high')).not.toBeNull();
    expect(currentItem.querySelector('.tabler-icon-check')).toBeNull();

    const decided = screen.getByRole('heading', { name: 'Team 2' }).closest('li') as HTMLElement;
    const decision = within(decided).getByTestId('current-step').closest('.mantine-Timeline-item') as HTMLElement;
    expect(decision.querySelector('.tabler-icon-check')).not.toBeNull();
    expect(within(decided).queryByText('In progress')).not.toBeInTheDocument();
  });
});
