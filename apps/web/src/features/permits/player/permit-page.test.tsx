import { PLAYER_CONSENTS, type PlayerPermit } from '@mywru/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAlerted, expectShownAndAnnounced } from '../../../test/announcements';
import { stubApi, type Answers } from '../../../test/api-stub';
import { renderRoutes, signedInSession, testRuntimeConfig, type FakeResponse } from '../../../test/render';
import { PermitPage } from './permit-page';
import { alysPermit, refusal } from './test/fixtures';

const GET = 'GET /api/permit/41/player-guardian';
const APPROVE = 'PUT /api/permit/41/player-guardian/approve';
const DECLINE = 'PUT /api/permit/41/player-guardian/decline';

function answer(permit: FakeResponse | (() => FakeResponse), more: Answers = {}) {
  return stubApi({
    '/auth/session': { body: signedInSession },
    '/api/config': { body: testRuntimeConfig },
    'GET /api/actions': { body: [] },
    [GET]: typeof permit === 'function' ? () => permit() : permit,
    ...more,
  });
}

function open() {
  return renderRoutes(
    [
      { path: '/actions/permit/:permitId', element: <PermitPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    '/actions/permit/41',
  );
}

function calls(mock: ReturnType<typeof stubApi>, method: string, path: string) {
  return mock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === method);
}

async function tickAll(user: ReturnType<typeof userEvent.setup>) {
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
}

// Ticking six boxes and a dialog's round trip take seconds on a busy machine: a wider limit than 5 s.
describe('a permit for the player or guardian', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fixture, both clubs, the date and the badge, and keeps Approve permit disabled until all six consents are ticked', async () => {
    answer({ body: alysPermit });
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proceed with Permit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Permit details' });
    expect(details).toHaveTextContent('PlayerAlys Jones');
    expect(details).toHaveTextContent('FixtureAberllyn RFC (1st team) v Trefelin Harlequins RFC (2nd team)');
    expect(details).toHaveTextContent('CompetitionWomen’s League East');
    expect(details).toHaveTextContent('Kick-off05/12/2026, 15:00');
    expect(details).toHaveTextContent('VenueParc y Felin');
    expect(details).toHaveTextContent('Playing forAberllyn RFC');
    expect(details).toHaveTextContent('Registered withCwm Valley RFC');
    expect(details).toHaveTextContent('Requested on20/11/26');
    expect(within(details).getByText('Pending')).toBeInTheDocument();

    const approve = screen.getByRole('button', { name: 'Approve permit' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(approve).toBeDisabled();
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 5)) await user.click(box);
    expect(approve).toBeDisabled();
    await user.click(boxes[5]!);
    expect(approve).toBeEnabled();
  });

  it('approves with the six consents, then confirms it with a button to the dashboard', async () => {
    let current: PlayerPermit = alysPermit;
    const mock = answer(() => ({ body: current }), {
      [APPROVE]: () => {
        current = { ...alysPermit, playerDecision: 1, can: { approve: false, decline: false } };
        return { body: { id: 41 } };
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Approve permit' }, { timeout: 5000 });
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Approve permit' }));

    expect(await screen.findByRole('heading', { name: 'Permit approved' })).toHaveFocus();
    await expectShownAndAnnounced(
      'Thank you. You approved the permit to play for Aberllyn RFC on 05/12/26. Cwm Valley RFC may reject it, and the WRU may approve or reject it. You will be told by e-mail.',
    );
    expect(
      calls(mock, 'PUT', '/api/permit/41/player-guardian/approve').map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true]))]);
    // The permit is read again: nothing is left to answer.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve permit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Decline permit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("says why an approval is refused in the reason's words", async () => {
    answer({ body: alysPermit }, { [APPROVE]: refusal(409, 'conflict', 'permit.kicked_off') });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Approve permit' }, { timeout: 5000 });
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Approve permit' }));
    await expectAlerted('The fixture has kicked off, so this permit can no longer change');
    expect(screen.queryByRole('heading', { name: 'Permit approved' })).not.toBeInTheDocument();
  });

  it('declines only after the confirmation, then says so and offers nothing more to answer', async () => {
    let current: PlayerPermit = alysPermit;
    const mock = answer(() => ({ body: current }), {
      [DECLINE]: () => {
        current = {
          ...alysPermit,
          playerDecision: 2,
          status: 'cancelled',
          can: { approve: false, decline: false },
        };
        return { body: { id: 41 } };
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Decline permit' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this permit?' });
    expect(dialog).toHaveTextContent(
      'You will not play for Aberllyn RFC in Aberllyn RFC (1st team) v Trefelin Harlequins RFC (2nd team) on 05/12/26.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep permit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(mock, 'PUT', '/api/permit/41/player-guardian/decline')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline permit' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline permit' }));

    expect(await screen.findByText('The permit has been declined.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your permit' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Permit details' })).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve permit' })).not.toBeInTheDocument();
    expect(calls(mock, 'PUT', '/api/permit/41/player-guardian/decline')).toHaveLength(1);
  });

  it('a guardian answers for a child: the page and the consents name the child', async () => {
    answer({ body: { ...alysPermit, personId: 1000010, name: 'Osian Jones', isChild: true } });
    open();
    await screen.findByRole('button', { name: 'Approve permit' }, { timeout: 5000 });
    expect(
      screen.getByText(
        "As Osian Jones's parent or guardian, by approving you agree to Osian Jones playing for Aberllyn RFC in this fixture only; Osian Jones stays registered with Cwm Valley RFC. Cwm Valley RFC may reject it, and the WRU may approve or reject it.",
      ),
    ).toBeInTheDocument();
  });

  it('shows an answered permit without the form, saying it was approved', async () => {
    answer({ body: { ...alysPermit, playerDecision: 1, status: 'approved', can: { approve: false, decline: false } } });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your permit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have approved this permit.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline permit' })).not.toBeInTheDocument();
  });

  it('says when the permit cannot be shown', async () => {
    answer(refusal(403, 'forbidden', 'permit.permission.player'));
    open();
    expect(
      await screen.findByText('Something went wrong. Please try again later.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve permit' })).not.toBeInTheDocument();
  });
});
