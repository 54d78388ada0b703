import type { UnionTransferQueueItem } from '@mywru/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshTransfers from '../../../../public/locales/cy/transfers.json';
import { RequireAuth } from '../../../app/require-auth';
import { baseAnswers, problem, sent, stubApi, type Answers } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { objectionTimeLeft } from './objection-time-left';
import { UnionTransfersPage } from './union-transfers-page';
import { findAlerted } from '../../../test/announcements';

configure({ asyncUtilTimeout: 5000 });

const NOW = new Date('2026-11-10T10:00:00Z');

function transfer(overrides: Partial<UnionTransferQueueItem> = {}): UnionTransferQueueItem {
  return {
    id: 41,
    person: { id: 1000077, firstName: 'Ioan', lastName: 'Evans', dob: '2004-03-02' },
    from: { organisationId: 2, organisationName: 'Aberllyn RFC', teamName: 'Senior Men (2nd team)', teamNameCy: 'Dynion Hŷn (2nd team)' },
    to: { organisationId: 1, organisationName: 'Cwm Valley RFC', teamName: 'Senior Men (1st team)', teamNameCy: 'Dynion Hŷn (1st team)' },
    createdOn: '2026-10-20T09:00:00Z',
    playerApprovedOn: '2026-10-22T09:00:00Z',
    organisationDecision: 1,
    organisationObjectionReason: null,
    objectionWindowClosesAt: '2026-10-29T09:00:00Z',
    state: 'ready_for_union',
    canDecide: true,
    ...overrides,
  };
}

const objected = transfer({
  id: 42,
  person: { id: 1000078, firstName: 'Sam', lastName: 'Hughes', dob: '2000-01-01' },
  organisationDecision: 2,
  organisationObjectionReason: 'Club kit not returned',
  state: 'objected',
});
const inWindow = transfer({
  id: 43,
  person: { id: 1000079, firstName: 'Alys', lastName: 'Thomas', dob: '2003-05-05' },
  playerApprovedOn: '2026-11-06T22:00:00Z',
  organisationDecision: null,
  objectionWindowClosesAt: '2026-11-13T22:00:00Z',
  state: 'objection_window',
  canDecide: false,
});

function renderAt(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/transfers', element: <UnionTransfersPage now={NOW} /> }] }],
    '/union/transfers',
  );
  return mock;
}

const rowOf = async (name: string) => screen.findByRole('article', { name });

describe("the union's transfers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each transfer with its player, clubs and teams, dates and the sending club's decision", async () => {
    renderAt({ 'GET /api/union/transfers': { body: [transfer(), objected, inWindow] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Transfers waiting for the union' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    const approved = await rowOf('Ioan Evans');
    expect(approved).toHaveTextContent('WRU ID 1000077');
    expect(approved).toHaveTextContent('FromAberllyn RFC, Senior Men (2nd team)');
    expect(approved).toHaveTextContent('ToCwm Valley RFC, Senior Men (1st team)');
    expect(approved).toHaveTextContent('Created20/10/2026');
    expect(approved).toHaveTextContent('Player approved22/10/2026');
    expect(approved).toHaveTextContent("Sending club's decisionApproved");

    const objection = await rowOf('Sam Hughes');
    expect(objection).toHaveTextContent('Objected');
    expect(objection).toHaveTextContent('Reason: Club kit not returned');

    const pending = await rowOf('Alys Thomas');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('3 days left to object');
  });

  it('names the teams in Welsh on a Welsh page', { timeout: 20_000 }, async () => {
    i18n.addResourceBundle('cy', 'transfers', welshTransfers, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt({ 'GET /api/union/transfers': { body: [transfer()] } });
      await screen.findByRole('list', { name: welshTransfers.union.listLabel });
      const row = await rowOf('Ioan Evans');
      expect(row).toHaveTextContent('Aberllyn RFC, Dynion Hŷn (2nd team)');
      expect(row).toHaveTextContent('Cwm Valley RFC, Dynion Hŷn (1st team)');
      expect(row).not.toHaveTextContent('Senior Men');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('disables Approve and Reject while the sending club may still object, and says why', async () => {
    renderAt({ 'GET /api/union/transfers': { body: [inWindow] } });
    const row = await rowOf('Alys Thomas');
    for (const name of ['Approve', 'Reject']) {
      const button = within(row).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Alys Thomas The union can decide once the sending club approves or objects, or its 7 days to object have passed.',
      );
    }
  });

  it("keeps each card's buttons named by their visible text and says whose transfer they decide", async () => {
    renderAt({ 'GET /api/union/transfers': { body: [transfer(), objected] } });
    for (const name of ['Ioan Evans', 'Sam Hughes']) {
      const row = await rowOf(name);
      for (const label of ['Approve', 'Reject']) {
        const button = within(row).getByRole('button', { name: label });
        expect(button).toBeEnabled();
        expect(button).toHaveAccessibleDescription(name);
      }
    }
  });

  it('approves after a confirmation, says so and reads the list again', async () => {
    let decided = false;
    const mock = renderAt({
      'GET /api/union/transfers': () => ({ body: decided ? [] : [transfer()] }),
      'POST /api/union/transfers/41/decision': () => {
        decided = true;
        return { body: { id: 41 } };
      },
    });
    await userEvent.click(within(await rowOf('Ioan Evans')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transfer?' });
    expect(dialog).toHaveTextContent(
      'Ioan Evans moves from Aberllyn RFC, Senior Men (2nd team) to Cwm Valley RFC, Senior Men (1st team).',
    );
    // As the approval sets the roles' days (transferRoleDays): on no day does the player hold both.
    expect(dialog).toHaveTextContent(
      'Their new playing role starts today, and their playing role at the sending club ends the day before.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The transfer of Ioan Evans is approved: their new playing role has started.',
    );
    expect(sent(mock, 'POST /api/union/transfers/41/decision')).toEqual([{ approve: true, reason: null }]);
    expect(await screen.findByText('No transfers are waiting for the union')).toBeInTheDocument();
  });

  it('asks a reason to reject, and sends it', async () => {
    const mock = renderAt({
      'GET /api/union/transfers': { body: [objected] },
      'POST /api/union/transfers/42/decision': { body: { id: 42 } },
    });
    await userEvent.click(within(await rowOf('Sam Hughes')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this transfer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject transfer' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason for rejecting the transfer'));
    expect(sent(mock, 'POST /api/union/transfers/42/decision')).toEqual([]);
    await userEvent.type(reason, 'The objection is upheld');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The transfer of Sam Hughes is rejected.');
    expect(sent(mock, 'POST /api/union/transfers/42/decision')).toEqual([
      { approve: false, reason: 'The objection is upheld' },
    ]);
  });

  it('shows the translated reason of a conflict and reads the list again', async () => {
    let calls = 0;
    renderAt({
      'GET /api/union/transfers': () => {
        calls += 1;
        return { body: [transfer()] };
      },
      'POST /api/union/transfers/41/decision': {
        ...problem(409, 'conflict', 'This transfer has already been decided'),
        body: {
          ...(problem(409, 'conflict', 'x').body as object),
          detail: 'server words',
          reason: 'transfer.already_decided',
        },
      },
    });
    await userEvent.click(within(await rowOf('Ioan Evans')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transfer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve transfer' }));
    expect(await findAlerted()).toHaveTextContent('This transfer has already been decided');
    expect(screen.queryByText('server words')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing waits for the union', async () => {
    renderAt({ 'GET /api/union/transfers': { body: [] } });
    expect(await screen.findByText('No transfers are waiting for the union')).toBeInTheDocument();
    expect(screen.getByText('A transfer shows here once the player has approved it.')).toBeInTheDocument();
  });

  it('says when the caller may not reach transfers', async () => {
    renderAt({
      'GET /api/union/transfers': problem(
        403,
        'forbidden',
        'You do not have permission to use this part of the union back office',
      ),
    });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
  });

  it('says when the list could not be read', async () => {
    renderAt({ 'GET /api/union/transfers': problem(500, 'internal', 'Internal Server Error') });
    expect(
      await screen.findByText('There was an error showing the transfers. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('the time left to object', () => {
  const closes = '2026-11-08T10:00:00.000Z';
  const before = (hours: number) => new Date(new Date(closes).getTime() - hours * 3_600_000);
  it.each([
    [7 * 24, { unit: 'days', count: 7 }],
    [6 * 24 + 23, { unit: 'days', count: 6 }],
    [24, { unit: 'days', count: 1 }],
    [23.5, { unit: 'hours', count: 24 }],
    [0.25, { unit: 'hours', count: 1 }],
    [0, null],
    [-5, null],
  ])('%s hours before the window closes reads %j', (hours, expected) => {
    expect(objectionTimeLeft(closes, before(hours))).toEqual(expected);
  });
});
