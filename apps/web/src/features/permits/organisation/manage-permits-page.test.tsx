import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../app/require-auth';
import { expectAlerted, findAlerted } from '../../../test/announcements';
import { renderRoutes } from '../../../test/render';
import { ManagePermitsPage } from './manage-permits-page';
import {
  ORGANISATION_ID,
  OTHER_ID,
  baseAnswers,
  listPath,
  page,
  permitItem,
  refusal,
  sent,
  serverError,
  stubApi,
  type Answers,
} from './test/api';

function renderPage(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/organisation/:organisationId/permits', element: <ManagePermitsPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    `/organisation/${ORGANISATION_ID}/permits`,
  );
  return mock;
}

/** Aberllyn's player joining Cwm Valley's fixture: the player approved, Cwm Valley may still cancel. */
const joining = permitItem({ id: 501, playerDecision: 1, can: { decideAsOrganisation: false, cancel: true } });
/** Cwm Valley's player playing for Aberllyn: Cwm Valley (sending) may approve or reject. */
const elsewhere = permitItem({
  id: 502,
  firstName: 'Cerys',
  lastName: 'Morgan',
  dob: '2008-08-31',
  fromOrganisationId: ORGANISATION_ID,
  fromOrganisationName: 'Cwm Valley RFC',
  toOrganisationId: OTHER_ID,
  toOrganisationName: 'Aberllyn RFC',
  homeTeam: { organisationName: 'Aberllyn RFC', teamTemplateId: 18, childValue: 'Youth' },
  awayTeam: { organisationName: 'Bryn Harbour RFC', teamTemplateId: 18, childValue: 'Youth' },
  fixtureId: 802,
  fixtureDate: '2027-02-13T11:00:00Z',
  competitionName: 'Youth League East',
  can: { decideAsOrganisation: true, cancel: false },
});
const overridden = permitItem({
  id: 503,
  firstName: 'Owain',
  lastName: 'Jones',
  fromOrganisationId: ORGANISATION_ID,
  fromOrganisationName: 'Cwm Valley RFC',
  toOrganisationId: OTHER_ID,
  toOrganisationName: 'Aberllyn RFC',
  playerDecision: 1,
  organisationDecision: 1,
  wruOverrideDecision: 2,
  status: 'rejected_by_wru',
});

const incomingTable = () => screen.findByRole('table', { name: 'Players Joining Your Fixture' });
const outgoingTable = () => screen.findByRole('table', { name: 'Your Players Playing Elsewhere' });

// The first test loads the page's texts and components: slow on a busy machine.
describe('Manage Permits', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Create Permit and both tables: dates dd/mm/yy and the badge the server gives', async () => {
    renderPage({ [listPath('incoming')]: page([joining]), [listPath('outgoing')]: page([elsewhere, overridden]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Permits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Permit' })).toHaveAttribute(
      'href',
      `/organisation/${ORGANISATION_ID}/permits/create`,
    );

    const [header, row] = within(await incomingTable()).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Player', 'From', 'Fixture', 'Date', 'Status', 'Actions']);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Rhys Evans');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Date of birth: 14/05/07');
    const [from, fixture, date, status] = within(row!).getAllByRole('cell');
    expect(from).toHaveTextContent('Aberllyn RFC');
    expect(fixture).toHaveTextContent('Cwm Valley RFC (1st team) v Bryn Harbour RFC (1st team)');
    expect(fixture).toHaveTextContent('Admiral National League 1');
    expect(date).toHaveTextContent('09/01/27');
    expect(status).toHaveTextContent('Pending');
    expect(status).toHaveTextContent('Player approved');
    // The receiving organisation cancels; it never approves or rejects its own request.
    expect(within(row!).getByRole('button', { name: 'Cancel the permit of Rhys Evans' })).toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();

    const [, decide, decided] = within(await outgoingTable()).getAllByRole('row');
    expect(within(decide!).getAllByRole('cell')[0]).toHaveTextContent('Aberllyn RFC');
    expect(within(decide!).getAllByRole('cell')[2]).toHaveTextContent('13/02/27');
    expect(within(decide!).getByRole('button', { name: 'Approve the permit of Cerys Morgan' })).toBeInTheDocument();
    expect(within(decide!).getByRole('button', { name: 'Reject the permit of Cerys Morgan' })).toBeInTheDocument();
    expect(within(decide!).getAllByRole('cell')[3]).toHaveTextContent('Awaiting the player');
    // Overridden by the union: the badge says so, and the sending organisation can no longer decide.
    expect(within(decided!).getAllByRole('cell')[3]).toHaveTextContent('Rejected by WRU');
    expect(within(decided!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Players Joining Your Fixture' })).toHaveAttribute('tabindex', '0');
  });

  it('says "Nothing to show" under a table with no permits', async () => {
    renderPage({ [listPath('incoming')]: page([]), [listPath('outgoing')]: page([elsewhere]) });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Players Joining Your Fixture' })).closest(
      'section',
    )!;
    expect(await within(section).findByText('Nothing to show')).toBeInTheDocument();
    expect(
      within(section).getByText('No players from other clubs have a permit for your fixtures.'),
    ).toBeInTheDocument();
    expect(await outgoingTable()).toBeInTheDocument();
  });

  it("shows the spec's dismissible error when a list cannot be read", async () => {
    const user = userEvent.setup();
    renderPage({ [listPath('incoming')]: serverError, [listPath('outgoing')]: page([]) });
    await expectAlerted('There was an error showing the Permits. Please try again later.');
    const alert = screen.getByRole('group', { name: 'Error' });
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('group', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('loads the next page when there are more', async () => {
    const user = userEvent.setup();
    renderPage({
      [listPath('incoming')]: page([joining], true),
      [listPath('incoming', 2)]: page([permitItem({ id: 510, firstName: 'Gwen', lastName: 'Hughes' })]),
      [listPath('outgoing')]: page([]),
    });
    await incomingTable();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Gwen Hughes')).toBeInTheDocument();
    expect(screen.getByText('Rhys Evans')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('approves an outgoing permit after a confirmation (decision 1), then shows the new badge', async () => {
    const user = userEvent.setup();
    let approved = false;
    const mock = renderPage({
      [listPath('incoming')]: page([]),
      [listPath('outgoing')]: () =>
        page([
          approved
            ? {
                ...elsewhere,
                organisationDecision: 1,
                status: 'approved',
                can: { decideAsOrganisation: false, cancel: false },
              }
            : elsewhere,
        ]),
      [`PUT /api/permit/502/organisation/${ORGANISATION_ID}/decision`]: () => {
        approved = true;
        return { body: { id: 502 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the permit of Cerys Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this permit?' });
    expect(dialog).toHaveTextContent(
      'Cerys Morgan is asked to play for Aberllyn RFC in Aberllyn RFC (Youth) v Bryn Harbour RFC (Youth) on 13/02/27.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve permit' }));
    expect(await screen.findByText('You approved the permit of Cerys Morgan.')).toBeInTheDocument();
    expect(sent(mock, `PUT /api/permit/502/organisation/${ORGANISATION_ID}/decision`)).toEqual([{ decision: 1 }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Your Players Playing Elsewhere' })).getByText('Approved'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Approve the permit/ })).not.toBeInTheDocument();
  });

  it('rejects an outgoing permit after a confirmation (decision 2); going back sends nothing', async () => {
    const user = userEvent.setup();
    const mock = renderPage({
      [listPath('incoming')]: page([]),
      [listPath('outgoing')]: page([elsewhere]),
      [`PUT /api/permit/502/organisation/${ORGANISATION_ID}/decision`]: { body: { id: 502 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject the permit of Cerys Morgan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(mock, `PUT /api/permit/502/organisation/${ORGANISATION_ID}/decision`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject the permit of Cerys Morgan' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject permit' }));
    expect(await screen.findByText('You rejected the permit of Cerys Morgan.')).toBeInTheDocument();
    expect(sent(mock, `PUT /api/permit/502/organisation/${ORGANISATION_ID}/decision`)).toEqual([{ decision: 2 }]);
  });

  it('cancels an incoming permit after a confirmation', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const mock = renderPage({
      [listPath('incoming')]: () =>
        page([
          cancelled
            ? {
                ...joining,
                cancelledOn: '2026-11-26T10:00:00Z',
                status: 'cancelled',
                can: { decideAsOrganisation: false, cancel: false },
              }
            : joining,
        ]),
      [listPath('outgoing')]: page([]),
      [`PUT /api/permit/501/organisation/${ORGANISATION_ID}/cancel`]: () => {
        cancelled = true;
        return { body: { id: 501 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the permit of Rhys Evans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel permit' }));
    expect(await screen.findByText('You cancelled the permit of Rhys Evans.')).toBeInTheDocument();
    expect(
      mock.mock.calls.some(
        ([url, init]) => url === `/api/permit/501/organisation/${ORGANISATION_ID}/cancel` && init?.method === 'PUT',
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Players Joining Your Fixture' })).getByText('Cancelled'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Cancel the permit/ })).not.toBeInTheDocument();
  });

  it('shows the translated reason of a 409 and refreshes the list to what stands', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderPage({
      [listPath('incoming')]: page([]),
      [listPath('outgoing')]: () => {
        reads += 1;
        return page([
          reads === 1
            ? elsewhere
            : {
                ...elsewhere,
                wruOverrideDecision: 1,
                status: 'approved_by_wru',
                can: { decideAsOrganisation: false, cancel: false },
              },
        ]);
      },
      [`PUT /api/permit/502/organisation/${ORGANISATION_ID}/decision`]: refusal(
        409,
        'conflict',
        'permit.organisation_already_decided',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the permit of Cerys Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this permit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve permit' }));
    expect(await findAlerted(dialog)).toHaveTextContent(
      'This permit has already been approved or rejected by the sending organisation, or decided by the WRU',
    );
    await waitFor(() => expect(reads).toBe(2));
  });
});
