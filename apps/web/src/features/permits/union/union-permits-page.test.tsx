import type { UnionPermitQueueItem } from '@mywru/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { findAlerted } from '../../../test/announcements';
import { baseAnswers, problem, sent, stubApi, type Answers } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { UnionPermitsPage } from './union-permits-page';

configure({ asyncUtilTimeout: 5000 });

function permit(overrides: Partial<UnionPermitQueueItem> = {}): UnionPermitQueueItem {
  return {
    id: 41,
    person: { id: 1000077, firstName: 'Rhun', lastName: 'Mathias', dob: '2001-03-02' },
    fromOrganisationName: 'Aberllyn RFC',
    toOrganisationName: 'Cwm Valley RFC',
    homeTeam: { organisationName: 'Cwm Valley RFC', teamTemplateId: 22, childValue: '1st team' },
    awayTeam: { organisationName: 'Llanfair Athletic RFC', teamTemplateId: 22, childValue: '1st team' },
    fixtureDate: '2026-12-05T15:00:00Z',
    competitionName: 'East Wales League',
    createdOn: '2026-11-20T09:00:00Z',
    playerApprovedOn: '2026-11-21T09:00:00Z',
    organisationDecision: 1,
    status: 'approved',
    ...overrides,
  };
}

const awaitingClub = permit({
  id: 42,
  person: { id: 1000078, firstName: 'Caio', lastName: 'Llywelyn', dob: '2008-01-01' },
  organisationDecision: null,
  status: 'pending',
});

const DECIDE = (id: number) => `POST /api/union/permits/${id}/decision`;

function renderAt(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/permits', element: <UnionPermitsPage /> }] }],
    '/union/permits',
  );
  return mock;
}

const rowOf = (name: string) => screen.findByRole('article', { name });

describe("the union's permits", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each permit with the fixture, kick-off, both clubs, the sending club’s answer and the badge', async () => {
    renderAt({ 'GET /api/union/permits': { body: [permit(), awaitingClub] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permits' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Permits waiting for the union' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-labelledby')),
    ).toEqual(['union-permit-41', 'union-permit-42']);
    const rhun = await rowOf('Rhun Mathias');
    expect(rhun).toHaveTextContent('WRU ID 1000077');
    expect(rhun).toHaveTextContent('FixtureCwm Valley RFC (1st team) v Llanfair Athletic RFC (1st team)');
    expect(rhun).toHaveTextContent('CompetitionEast Wales League');
    expect(rhun).toHaveTextContent('Kick-off05/12/2026, 15:00');
    expect(rhun).toHaveTextContent('Playing forCwm Valley RFC');
    expect(rhun).toHaveTextContent('Registered withAberllyn RFC');
    expect(rhun).toHaveTextContent('Requested20/11/26');
    expect(rhun).toHaveTextContent('Player approved21/11/26');
    expect(rhun).toHaveTextContent("Sending club's decisionApproved");
    const caio = await rowOf('Caio Llywelyn');
    expect(caio).toHaveTextContent("Sending club's decisionNo answer yet");
    expect(within(caio).getByText('Pending')).toBeInTheDocument();
    expect(within(caio).getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription('Caio Llywelyn');
  });

  it('rejects only with a reason, after the confirmation, and says so; the queue is read again', async () => {
    let queue = [permit(), awaitingClub];
    const mock = renderAt({
      'GET /api/union/permits': () => ({ body: queue }),
      [DECIDE(41)]: () => {
        queue = [awaitingClub];
        return { body: { id: 41 } };
      },
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Rhun Mathias')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this permit?' });
    expect(dialog).toHaveTextContent(
      'Rhun Mathias may not play for Cwm Valley RFC in Cwm Valley RFC (1st team) v Llanfair Athletic RFC (1st team) on 05/12/26, whatever Aberllyn RFC decides.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject permit' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason for rejecting the permit'));
    expect(sent(mock, DECIDE(41))).toEqual([]);

    await user.type(reason, 'Not registered long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Reject permit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The permit of Rhun Mathias is rejected by the WRU.');
    expect(sent(mock, DECIDE(41))).toEqual([{ decision: 2, reason: 'Not registered long enough' }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rhun Mathias' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Caio Llywelyn' })).toBeInTheDocument();
  });

  it('approves after the confirmation, sending decision 1', async () => {
    const mock = renderAt({
      'GET /api/union/permits': { body: [awaitingClub] },
      [DECIDE(42)]: { body: { id: 42 } },
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Caio Llywelyn')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(mock, DECIDE(42))).toEqual([]);
    await user.click(within(await rowOf('Caio Llywelyn')).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve this permit?' })).getByRole('button', {
        name: 'Approve permit',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The permit of Caio Llywelyn is approved by the WRU.');
    expect(sent(mock, DECIDE(42))).toEqual([{ decision: 1, reason: null }]);
  });

  it('says why when the permit was decided meanwhile, closing the dialog', async () => {
    renderAt({
      'GET /api/union/permits': { body: [permit()] },
      [DECIDE(41)]: {
        ...problem(409, 'conflict', 'refused'),
        body: { ...(problem(409, 'conflict', 'refused').body as object), reason: 'permit.already_exists' },
      },
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Rhun Mathias')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve permit' }));
    expect(await findAlerted()).toHaveTextContent('This player already has a permit for this fixture');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when nothing waits', async () => {
    renderAt({ 'GET /api/union/permits': { body: [] } });
    expect(await screen.findByText('No permits are waiting for the union')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Permits waiting for the union' })).not.toBeInTheDocument();
  });

  it('shows the spec’s message when the list fails', async () => {
    renderAt({ 'GET /api/union/permits': problem(500, 'internal', 'Internal Server Error') });
    expect(
      await screen.findByText('There was an error showing the Permits. Please try again later.'),
    ).toBeInTheDocument();
  });
});
