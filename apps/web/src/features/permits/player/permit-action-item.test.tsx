import type { ActionList } from '@mywru/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Answers } from '../../../test/api-stub';
import { renderPage, signedInSession, type FakeResponse } from '../../../test/render';
// The app composes the permits and transfers features into the actions page; the test does the same.
import { ActionsPage } from '../../actions/actions-page';
import { TransferActionItem, YourTransfers } from '../../transfers/player';
import { PermitActionItem } from './permit-action-item';
import { osianPermitAction, refusal } from './test/fixtures';

function answer(actions: FakeResponse | (() => FakeResponse), more: Answers = {}) {
  return stubApi({
    '/auth/session': { body: signedInSession },
    'GET /api/actions': typeof actions === 'function' ? () => actions() : actions,
    'GET /api/transfer/family': { body: [] },
    ...more,
  });
}

const page = (
  <ActionsPage TransferItem={TransferActionItem} PermitItem={PermitActionItem} YourTransfers={YourTransfers} />
);
const DECLINE = '/api/permit/52/player-guardian/decline';

function puts(mock: ReturnType<typeof stubApi>, path: string): number {
  return mock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === 'PUT').length;
}

describe('a permit on /actions', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists a child's permit awaiting the guardian with the fixture, its date, both clubs and Proceed to its page", async () => {
    answer({ body: [osianPermitAction] satisfies ActionList });
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' }, { timeout: 5000 });
    const item = within(list).getByRole('listitem');
    expect(
      within(item).getByRole('heading', { name: "Osian Jones's permit awaiting your approval" }),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent('Fixture: Aberllyn RFC (Under 18) v Llanfair Athletic RFC (Under 18)');
    expect(item).toHaveTextContent('Date: 06/12/26');
    expect(item).toHaveTextContent('Playing for: Aberllyn RFC');
    expect(item).toHaveTextContent('Registered with: Cwm Valley RFC');
    expect(item).toHaveTextContent('Requested on 21/11/26');
    const proceed = within(item).getByRole('link', { name: 'Proceed' });
    expect(proceed).toHaveAttribute('href', '/actions/permit/52');
    expect(proceed).toHaveAccessibleDescription("Osian Jones's permit awaiting your approval");
  });

  it('declines only after the confirmation, then the list is read again and says so', async () => {
    let waiting: ActionList = [osianPermitAction];
    const mock = answer(() => ({ body: waiting }), {
      [`PUT ${DECLINE}`]: () => {
        waiting = [];
        return { body: { id: 52 } };
      },
    });
    const user = userEvent.setup();
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' }, { timeout: 5000 });
    await user.click(within(list).getByRole('button', { name: 'Decline permit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this permit?' });
    expect(dialog).toHaveTextContent(
      'Osian Jones will not play for Aberllyn RFC in Aberllyn RFC (Under 18) v Llanfair Athletic RFC (Under 18) on 06/12/26.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep permit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(mock, DECLINE)).toBe(0);

    await user.click(within(list).getByRole('button', { name: 'Decline permit' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline permit' }));
    expect(await screen.findByText('The permit has been declined.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing needs your attention' })).toBeInTheDocument();
    expect(puts(mock, DECLINE)).toBe(1);
  });

  it("says why a decline is refused, in the reason's words, keeping the dialog open", async () => {
    answer(
      { body: [osianPermitAction] },
      { [`PUT ${DECLINE}`]: refusal(409, 'conflict', 'permit.player_already_decided') },
    );
    const user = userEvent.setup();
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' }, { timeout: 5000 });
    await user.click(within(list).getByRole('button', { name: 'Decline permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline permit' }));
    expect(await within(dialog).findByText('This permit has already been answered')).toBeInTheDocument();
  });
});
