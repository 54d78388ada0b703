import { PLAYER_CONSENTS, type Transfer } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshTransfers from '../../../../public/locales/cy/transfers.json';
import { expectAlerted, expectShownAndAnnounced, findAlerted } from '../../../test/announcements';
import { stubApi, type Answers } from '../../../test/api-stub';
import { renderRoutes, signedInSession, testRuntimeConfig, type FakeResponse } from '../../../test/render';
import { alysTransfer, osianAction, refusal } from './test/fixtures';
import { TransferActionItem } from './transfer-action-item';
import { TransferPage } from './transfer-page';

const APPROVE = 'PUT /api/transfer/41/player-guardian/approve';

function answer(transfer: FakeResponse | (() => FakeResponse), more: Answers = {}) {
  return stubApi({
    '/auth/session': { body: signedInSession },
    '/api/config': { body: testRuntimeConfig },
    'GET /api/transfer/41': typeof transfer === 'function' ? () => transfer() : transfer,
    ...more,
  });
}

function open() {
  return renderRoutes(
    [
      { path: '/actions/transfer/:transferId', element: <TransferPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/actions/transfer/41',
  );
}

async function tickAll(user: ReturnType<typeof userEvent.setup>) {
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
}

// Ticking six boxes and a dialog's round trip take seconds on a busy machine: a wider limit than 5 s.
describe('Proceed with Transfer', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the player, from, to and the date, and keeps Approve transfer disabled until all six consents are ticked', async () => {
    answer({ body: alysTransfer });
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proceed with Transfer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Transfer details' });
    expect(details).toHaveTextContent('PlayerAlys Jones');
    expect(details).toHaveTextContent('FromSenior Women (1st team), Cardiff RFC');
    expect(details).toHaveTextContent('ToSenior Women (1st team), Pontypridd RFC');
    expect(details).toHaveTextContent('Created02/03/2026');
    expect(details).toHaveTextContent('Awaiting approval');

    const approve = screen.getByRole('button', { name: 'Approve transfer' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(approve).toBeDisabled();
    expect(screen.getByText('Tick every box to continue.')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 5)) await user.click(box);
    expect(approve).toBeDisabled();
    await user.click(boxes[5]!);
    expect(approve).toBeEnabled();
  });

  it('names the teams in Welsh on a Welsh page, on the transfer and on its /actions item', async () => {
    i18n.addResourceBundle('cy', 'transfers', welshTransfers, true, true);
    await i18n.changeLanguage('cy');
    try {
      answer({ body: alysTransfer });
      open();
      expect(await screen.findByText('Menywod Hŷn (1st team), Cardiff RFC', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Menywod Hŷn (1st team), Pontypridd RFC')).toBeInTheDocument();
      expect(screen.queryByText(/Senior Women/)).not.toBeInTheDocument();
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
      answer({ body: alysTransfer });
      renderRoutes([{ path: '/actions', element: <TransferActionItem item={osianAction} /> }], '/actions');
      expect(await screen.findByText(/Dan 12 \(1st team\)/)).toBeInTheDocument();
      expect(screen.getByText(/Dan 12 \(2nd team\)/)).toBeInTheDocument();
      expect(screen.queryByText(/Under 12/)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the spec's message under each of the six boxes left unticked", async () => {
    answer({ body: alysTransfer });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Approve transfer' }, { timeout: 5000 });
    // Ticked, then unticked: each box says what must be agreed to.
    await tickAll(user);
    await tickAll(user);
    expect(screen.getByText('You must agree to the WRU and World Rugby terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Anti-Doping terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Risk of Injury terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Payment terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Deregistration terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the Privacy Policy terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve transfer' })).toBeDisabled();
  });

  it('approves with the six consents, then confirms it with a button to the dashboard', async () => {
    let current: Transfer = alysTransfer;
    const mock = answer(() => ({ body: current }), {
      [APPROVE]: () => {
        current = {
          ...alysTransfer,
          playerDecision: 1,
          state: 'objection_window',
          objectionWindowClosesAt: '2026-03-12T10:00:00Z',
          timeline: [...alysTransfer.timeline, { step: 'player_approved', on: '2026-03-05T10:00:00Z', reason: null }],
          can: { ...alysTransfer.can, approveAsPlayer: false },
        };
        return { body: { id: 41 } };
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Approve transfer' }, { timeout: 5000 });
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Approve transfer' }));

    expect(await screen.findByRole('heading', { name: 'Transfer approved' })).toHaveFocus();
    await expectShownAndAnnounced(
      'Thank you. You approved the transfer to Pontypridd RFC. Cardiff RFC may object within 7 days, then the WRU makes the final decision. You will be told by e-mail at each step.',
    );
    const sent = mock.mock.calls
      .filter(([input, init]) => String(input) === '/api/transfer/41/player-guardian/approve' && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toEqual([Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true]))]);
    // The transfer is read again: its timeline now has the approval and the form is gone.
    expect(await screen.findByTestId('transfer-step-player_approved')).toHaveTextContent(
      'Approved by the player or guardian',
    );
    expect(screen.queryByRole('button', { name: 'Approve transfer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("says the spec's message when approving fails, and the reason's words for a 409", async () => {
    let approveAnswer = refusal(500, 'internal');
    answer({ body: alysTransfer }, { [APPROVE]: () => approveAnswer });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Approve transfer' }, { timeout: 5000 });
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Approve transfer' }));
    expect(await findAlerted()).toHaveTextContent(
      'There was an error approving this transfer. Please try again later.',
    );

    approveAnswer = refusal(409, 'conflict', 'transfer.player_already_decided');
    await user.click(screen.getByRole('button', { name: 'Approve transfer' }));
    await expectAlerted('This transfer has already been answered');
    expect(screen.queryByText('English the web never shows')).not.toBeInTheDocument();
    // What was ticked stays ticked.
    expect(screen.getByRole('button', { name: 'Approve transfer' })).toBeEnabled();
  });

  it("says 'Something went wrong. Please try again later.' when the transfer cannot be loaded", async () => {
    answer(refusal(403, 'forbidden', 'transfer.permission.player'));
    open();
    expect(await findAlerted()).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Approve transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
  });

  it('shows the timeline with dates and the objection reason, and where it stands now', async () => {
    answer({
      body: {
        ...alysTransfer,
        playerDecision: 1,
        organisationDecision: 2,
        organisationObjectionReason: 'Unpaid subscriptions for this season',
        state: 'objected',
        objectionWindowClosesAt: '2026-03-12T10:00:00Z',
        timeline: [
          { step: 'created', on: '2026-03-02T10:00:00Z', reason: null },
          { step: 'player_approved', on: '2026-03-05T10:00:00Z', reason: null },
          { step: 'organisation_objected', on: '2026-03-07T15:00:00Z', reason: 'Unpaid subscriptions for this season' },
        ],
        can: { ...alysTransfer.can, approveAsPlayer: false },
      } satisfies Transfer,
    });
    open();
    const timeline = await screen.findByRole('region', { name: 'Progress' }, { timeout: 5000 });
    expect(within(timeline).getByTestId('transfer-step-created')).toHaveTextContent(
      'Transfer requested by Pontypridd RFC',
    );
    expect(within(timeline).getByTestId('transfer-step-player_approved')).toHaveTextContent(
      'Approved by the player or guardian',
    );
    expect(within(timeline).getByTestId('transfer-step-organisation_objected')).toHaveTextContent(
      'Objected to by Cardiff RFC',
    );
    expect(timeline).toHaveTextContent('On 02/03/2026');
    expect(timeline).toHaveTextContent('On 05/03/2026');
    expect(timeline).toHaveTextContent('On 07/03/2026');
    expect(timeline).toHaveTextContent('Reason: Unpaid subscriptions for this season');
    expect(within(timeline).getByTestId('transfer-state-now')).toHaveTextContent(
      'Objected, with the WRUCardiff RFC objected. The WRU will review the objection and decide.',
    );
    // No consents once the player has answered; cancelling is still possible before the union decides.
    expect(screen.queryByRole('button', { name: 'Approve transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel transfer' })).toBeInTheDocument();
  });

  it('during the objection window says until when the sending club may object; a completed transfer says where the player now plays', async () => {
    answer({
      body: {
        ...alysTransfer,
        playerDecision: 1,
        state: 'objection_window',
        objectionWindowClosesAt: '2026-03-12T10:00:00Z',
        timeline: [
          { step: 'created', on: '2026-03-02T10:00:00Z', reason: null },
          { step: 'player_approved', on: '2026-03-05T10:00:00Z', reason: null },
        ],
        can: { ...alysTransfer.can, approveAsPlayer: false },
      } satisfies Transfer,
    });
    const { unmount } = open();
    expect(await screen.findByTestId('transfer-state-now', {}, { timeout: 5000 })).toHaveTextContent(
      'Cardiff RFC may approve or object until 12/03/2026, 10:00. Then the WRU makes the final decision.',
    );
    unmount();

    answer({
      body: {
        ...alysTransfer,
        playerDecision: 1,
        organisationDecision: 1,
        wrudecision: 1,
        state: 'completed',
        objectionWindowClosesAt: '2026-03-12T10:00:00Z',
        timeline: [
          { step: 'created', on: '2026-03-02T10:00:00Z', reason: null },
          { step: 'player_approved', on: '2026-03-05T10:00:00Z', reason: null },
          { step: 'organisation_approved', on: '2026-03-06T10:00:00Z', reason: null },
          { step: 'union_approved', on: '2026-03-09T10:00:00Z', reason: null },
        ],
        can: { approveAsPlayer: false, cancelAsPlayer: false, decideAsOrganisation: false, decideAsUnion: false },
      } satisfies Transfer,
    });
    open();
    expect(await screen.findByTestId('transfer-step-union_approved')).toHaveTextContent('Approved by the WRU');
    expect(screen.getByTestId('transfer-step-organisation_approved')).toHaveTextContent('Approved by Cardiff RFC');
    expect(screen.getByTestId('transfer-state-now')).toHaveTextContent(
      'The transfer is complete: you now play for Senior Women (1st team), Pontypridd RFC.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Proceed with Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
  });

  it("titles a guardian's ended transfer by the child and says where the child now plays", async () => {
    answer({
      body: {
        ...alysTransfer,
        name: 'Osian Jones',
        wruId: 1000010,
        playerDecision: 1,
        organisationDecision: 1,
        wrudecision: 1,
        state: 'completed',
        timeline: [
          { step: 'created', on: '2026-03-02T10:00:00Z', reason: null },
          { step: 'player_approved', on: '2026-03-05T10:00:00Z', reason: null },
          { step: 'union_approved', on: '2026-03-09T10:00:00Z', reason: null },
        ],
        can: { approveAsPlayer: false, cancelAsPlayer: false, decideAsOrganisation: false, decideAsUnion: false },
      } satisfies Transfer,
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer of Osian Jones' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('transfer-state-now')).toHaveTextContent(
      'The transfer is complete: Osian Jones now plays for Senior Women (1st team), Pontypridd RFC.',
    );
  });

  it("asks the guardian to agree on the child's behalf", async () => {
    answer({ body: { ...alysTransfer, name: 'Osian Jones', wruId: 1000010 } satisfies Transfer });
    open();
    expect(
      await screen.findByRole(
        'checkbox',
        { name: "On Osian Jones's behalf, I agree to the Risk of Injury terms and conditions" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/As Osian Jones's parent or guardian, by approving you agree/)).toBeInTheDocument();
  });

  it('cancels from the page only after the confirmation, and says so', async () => {
    let current: Transfer = alysTransfer;
    answer(() => ({ body: current }), {
      'PUT /api/transfer/41/player-guardian/cancel': () => {
        current = {
          ...alysTransfer,
          playerDecision: 2,
          state: 'cancelled',
          timeline: [...alysTransfer.timeline, { step: 'player_cancelled', on: '2026-03-04T10:00:00Z', reason: null }],
          can: { approveAsPlayer: false, cancelAsPlayer: false, decideAsOrganisation: false, decideAsUnion: false },
        };
        return { body: { id: 41 } };
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel transfer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    expect(await screen.findByText('The transfer has been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer details' })).toHaveFocus();
    expect(await screen.findByTestId('transfer-step-player_cancelled')).toHaveTextContent(
      'Cancelled by the player or guardian',
    );
    expect(screen.getByTestId('transfer-state-now')).toHaveTextContent('The transfer was cancelled.');
    expect(screen.queryByRole('button', { name: 'Approve transfer' })).not.toBeInTheDocument();
  });
});
