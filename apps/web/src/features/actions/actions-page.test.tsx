import type { ActionList, FamilyTransfer } from '@mywru/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Answers } from '../../test/api-stub';
import { renderPage, signedInSession, type FakeResponse } from '../../test/render';
// The app composes the transfers feature into this page; the test composes it the same way.
import { TransferActionItem, YourTransfers } from '../transfers/player';
import { PermitActionItem } from '../permits/player';
import { alysAction, osianAction, osianFamilyTransfer, refusal } from '../transfers/player/test/fixtures';
import { ActionsPage } from './actions-page';
import './test/i18n';
import { expectAlerted, findAlerted } from '../../test/announcements';

function answer(actions: FakeResponse | (() => FakeResponse), family: FakeResponse = { body: [] }, more: Answers = {}) {
  return stubApi({
    '/auth/session': { body: signedInSession },
    'GET /api/actions': typeof actions === 'function' ? () => actions() : actions,
    'GET /api/transfer/family': family,
    ...more,
  });
}

const page = <ActionsPage TransferItem={TransferActionItem} PermitItem={PermitActionItem} YourTransfers={YourTransfers} />;

function putsTo(mock: ReturnType<typeof stubApi>, path: string): number {
  return mock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === 'PUT').length;
}

// Ticking six boxes and a dialog's round trip take seconds on a busy machine: a wider limit than 5 s.
describe('Actions page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Nothing needs your attention' when nothing waits", async () => {
    answer({ body: [] satisfies ActionList });
    renderPage(page, '/actions');
    // The first render of the file loads the page's modules: a longer wait than the default.
    expect(
      await screen.findByRole('heading', { name: 'Nothing needs your attention' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Actions' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What waits for you' })).not.toBeInTheDocument();
  });

  it("lists a child's and the member's own DBS renewals, linking only their own to Your DBS", async () => {
    answer({
      body: [
        {
          kind: 'dbs-renewal',
          subject: { personId: 1000010, firstName: 'Osian', lastName: 'Jones', isChild: true },
          expiry: '2026-03-12',
          daysLeft: 30,
        },
        {
          kind: 'dbs-renewal',
          subject: { personId: 1000001, firstName: 'Alys', lastName: 'Jones', isChild: false },
          expiry: '2026-02-11',
          daysLeft: 1,
        },
      ] satisfies ActionList,
    });
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' });
    const [child, own] = within(list).getAllByRole('listitem');
    expect(within(child!).getByRole('heading', { name: "Renew Osian Jones's DBS check" })).toBeInTheDocument();
    expect(child).toHaveTextContent('Expires on 12/03/2026, in 30 days.');
    expect(within(child!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(own!).getByRole('heading', { name: 'Renew your DBS check' })).toBeInTheDocument();
    expect(own).toHaveTextContent('Expires on 11/02/2026, in 1 day.');
    expect(within(own!).getByRole('link', { name: 'View your DBS' })).toHaveAttribute('href', '/participation/dbs');
    expect(screen.queryByText('Nothing needs your attention')).not.toBeInTheDocument();
  });

  it("shows the spec's message when the list cannot be loaded", async () => {
    answer({
      status: 500,
      body: { type: 'about:blank', status: 500, title: 'Internal Server Error', code: 'internal' },
      contentType: 'application/problem+json',
    });
    renderPage(page, '/actions');
    expect(await findAlerted()).toHaveTextContent(
      'There was an error processing your request. Please try again later.',
    );
    expect(screen.queryByText('Nothing needs your attention')).not.toBeInTheDocument();
  });

  it("lists the member's own and a child's transfers awaiting approval with whom, from, to, the date, Proceed and Cancel", async () => {
    answer({ body: [alysAction, osianAction] satisfies ActionList });
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' });
    const [own, child] = within(list).getAllByRole('listitem');

    expect(within(own!).getByRole('heading', { name: 'Transfer awaiting your approval' })).toBeInTheDocument();
    expect(own).toHaveTextContent('From: Senior Women (1st team), Cardiff RFC');
    expect(own).toHaveTextContent('To: Senior Women (1st team), Pontypridd RFC');
    expect(own).toHaveTextContent('Created on 02/03/2026');
    expect(within(own!).getByRole('link', { name: 'Proceed' })).toHaveAttribute('href', '/actions/transfer/41');
    expect(within(own!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    const childHeading = within(child!).getByRole('heading', { name: "Osian Jones's transfer awaiting your approval" });
    expect(childHeading).toBeInTheDocument();
    expect(child).toHaveTextContent('From: Under 12 (1st team), Cardiff RFC');
    expect(child).toHaveTextContent('To: Under 12 (2nd team), Llandaff RFC');
    expect(child).toHaveTextContent('Created on 20/02/2026');
    const proceed = within(child!).getByRole('link', { name: 'Proceed' });
    expect(proceed).toHaveAttribute('href', '/actions/transfer/52');
    // Each row's buttons are described by its heading, so a screen reader hears whose transfer it is.
    expect(proceed).toHaveAccessibleDescription("Osian Jones's transfer awaiting your approval");
  });

  it('cancels a transfer only after the confirmation, then the list is read again and says so', async () => {
    let waiting: ActionList = [osianAction];
    const mock = answer(
      () => ({ body: waiting }),
      { body: [] },
      {
        'PUT /api/transfer/52/player-guardian/cancel': () => {
          waiting = [];
          return { body: { id: 52 } };
        },
      },
    );
    const user = userEvent.setup();
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' });

    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    expect(dialog).toHaveTextContent(
      "Osian Jones's transfer from Under 12 (1st team), Cardiff RFC to Under 12 (2nd team), Llandaff RFC will be cancelled.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putsTo(mock, '/api/transfer/52/player-guardian/cancel')).toBe(0);

    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));

    expect(await screen.findByText('The transfer has been cancelled.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing needs your attention' })).toBeInTheDocument();
    expect(putsTo(mock, '/api/transfer/52/player-guardian/cancel')).toBe(1);
  });

  it('says the transfer was cancelled when the list drops it before the other reads come back', async () => {
    let waiting: ActionList = [osianAction];
    let isCancelled = false;
    answer(
      () => ({ body: waiting }),
      { body: [] },
      {
        // After the cancel, "Your transfers" answers last: the item (and its dialog) leaves the list first.
        'GET /api/transfer/family': () =>
          isCancelled
            ? new Promise<FakeResponse>((resolve) => setTimeout(() => resolve({ body: [osianFamilyTransfer] }), 300))
            : { body: [osianFamilyTransfer] },
        'PUT /api/transfer/52/player-guardian/cancel': () => {
          waiting = [];
          isCancelled = true;
          return { body: { id: 52 } };
        },
      },
    );
    const user = userEvent.setup();
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' });
    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));

    expect(await screen.findByRole('heading', { name: 'Nothing needs your attention' })).toBeInTheDocument();
    expect(await screen.findByText('The transfer has been cancelled.')).toBeInTheDocument();
  });

  it("says why a cancel is refused, or the spec's message when the failure has no reason", async () => {
    let cancelAnswer = refusal(500, 'internal');
    answer(
      { body: [alysAction] satisfies ActionList },
      { body: [] },
      {
        'PUT /api/transfer/41/player-guardian/cancel': () => cancelAnswer,
      },
    );
    const user = userEvent.setup();
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'What waits for you' });
    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    expect(dialog).toHaveTextContent('Your transfer from Senior Women (1st team), Cardiff RFC');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    expect(await findAlerted(dialog)).toHaveTextContent(
      'There was an error processing your request. Please try again later.',
    );

    cancelAnswer = refusal(409, 'conflict', 'transfer.ended');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    await expectAlerted('This transfer has ended, so it can no longer be cancelled', dialog);
    expect(dialog).not.toHaveTextContent('English the web never shows');
  });

  it("lists 'Your transfers' with where each stands and a link to its page", async () => {
    const ended: FamilyTransfer = {
      ...osianFamilyTransfer,
      id: 30,
      name: 'Alys Jones',
      wruId: 1000001,
      personId: 1000001,
      isChild: false,
      state: 'completed',
      fromOrganisationValue: 'Bridgend RFC',
      fromTeamValue: 'Senior Women (1st team)',
      fromTeamValueCy: 'Menywod Hŷn (1st team)',
      toOrganisationValue: 'Cardiff RFC',
      toTeamValue: 'Senior Women (1st team)',
      toTeamValueCy: 'Menywod Hŷn (1st team)',
      createdOn: '2026-01-05T12:00:00Z',
    };
    answer({ body: [] }, { body: [osianFamilyTransfer, ended] satisfies FamilyTransfer[] });
    renderPage(page, '/actions');
    const list = await screen.findByRole('list', { name: 'Your transfers' });
    const [osian, alys] = within(list).getAllByRole('listitem');
    expect(within(osian!).getByRole('heading', { name: 'Osian Jones' })).toBeInTheDocument();
    expect(osian).toHaveTextContent('Under 12 (1st team), Cardiff RFC to Under 12 (2nd team), Llandaff RFC');
    expect(osian).toHaveTextContent('Objected, with the WRU');
    expect(osian).toHaveTextContent('Created on 20/02/2026');
    expect(within(osian!).getByRole('link', { name: 'View transfer' })).toHaveAttribute('href', '/actions/transfer/52');
    expect(alys).toHaveTextContent('Complete');
    expect(within(alys!).getByRole('link', { name: 'View transfer' })).toHaveAttribute('href', '/actions/transfer/30');
  });

  it("says 'Nothing to show' when there are no transfers, and the spec's message when they cannot be read", async () => {
    answer({ body: [] });
    const { unmount } = renderPage(page, '/actions');
    const section = (await screen.findByRole('heading', { name: 'Your transfers' })).closest('section')!;
    expect(await within(section).findByRole('heading', { name: 'Nothing to show' })).toBeInTheDocument();
    unmount();

    answer({ body: [] }, refusal(500, 'internal'));
    renderPage(page, '/actions');
    const failed = (await screen.findByRole('heading', { name: 'Your transfers' })).closest('section')!;
    // Shown in the section, and said through the app's assertive region.
    expect(await within(failed).findByText('There was an error processing your request. Please try again later.')).toBeVisible();
    expect(await findAlerted()).toHaveTextContent('There was an error processing your request. Please try again later.');
  });
});
