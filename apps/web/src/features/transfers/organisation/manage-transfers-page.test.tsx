import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshTransfers from '../../../../public/locales/cy/transfers.json';
import { RequireAuth } from '../../../app/require-auth';
import { renderRoutes } from '../../../test/render';
import { ManageTransfersPage } from './manage-transfers-page';
import {
  ORGANISATION_ID,
  baseAnswers,
  listPath,
  refusal,
  sent,
  serverError,
  stubApi,
  transferItem,
  type Answers,
} from './test/api';
import { expectAlerted, findAlerted } from '../../../test/announcements';

function renderPage(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/organisation/:organisationId/transfers', element: <ManageTransfersPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    `/organisation/${ORGANISATION_ID}/transfers`,
  );
  return mock;
}

const page = (items: ReturnType<typeof transferItem>[], hasMore = false) => ({ body: { items, hasMore } });

const incoming = transferItem({
  id: 301,
  playerDecision: 1,
  organisationDecision: null,
  state: 'objection_window',
});
const objected = transferItem({
  id: 302,
  firstName: 'Cerys',
  lastName: 'Morgan',
  dob: '2011-01-30',
  createdOn: '2026-08-20T09:00:00Z',
  fromTeamChild: {
    organisationId: 7,
    organisationName: 'Cwm Valley RFC',
    teamTemplateName: 'Under 15 Girls',
    teamTemplateNameCy: 'Merched Dan 15',
    displayName: '1st team',
  },
  toTeamChild: {
    organisationId: 12,
    organisationName: 'Aber Dyfi RFC',
    teamTemplateName: 'Under 15 Girls',
    teamTemplateNameCy: 'Merched Dan 15',
    displayName: '1st team',
  },
  playerDecision: 1,
  organisationDecision: 2,
  organisationObjectionOn: '2026-08-22T09:00:00Z',
  organisationObjectionReason: 'Unpaid subscriptions for last season',
  wrudecision: 2,
  state: 'rejected',
});
const toDecide = transferItem({
  id: 303,
  firstName: 'Dafydd',
  lastName: 'Price',
  dob: '2010-11-02',
  fromTeamChild: {
    organisationId: 7,
    organisationName: 'Cwm Valley RFC',
    teamTemplateName: 'Youth',
    teamTemplateNameCy: 'Ieuenctid',
    displayName: '1st team',
  },
  toTeamChild: {
    organisationId: 12,
    organisationName: 'Aber Dyfi RFC',
    teamTemplateName: 'Youth',
    teamTemplateNameCy: 'Ieuenctid',
    displayName: '2nd team',
  },
  canOrganisationDecide: true,
});

const incomingTable = () => screen.findByRole('table', { name: 'Incoming transfers' });
const outgoingTable = () => screen.findByRole('table', { name: 'Outgoing transfers' });

describe('Manage Transfers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, Create Transfer and both tables with the decisions as the spec reads their codes', async () => {
    renderPage({ [listPath('incoming')]: page([incoming]), [listPath('outgoing')]: page([objected]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Transfers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Transfer' })).toHaveAttribute(
      'href',
      `/organisation/${ORGANISATION_ID}/transfers/create`,
    );

    const [, row] = within(await incomingTable()).getAllByRole('row');
    const cells = within(row!);
    expect(cells.getByRole('rowheader')).toHaveTextContent('Rhys Evans');
    expect(cells.getByRole('rowheader')).toHaveTextContent('Date of birth: 14/05/2012');
    const [from, to, created, player, organisation, union] = cells.getAllByRole('cell');
    expect(from).toHaveTextContent('Bryn Harbour RFCUnder 14 Boys (1st team)');
    expect(to).toHaveTextContent('Cwm Valley RFCUnder 14 Boys (2nd team)');
    expect(created).toHaveTextContent('03/09/2026');
    expect(player).toHaveTextContent('Complete');
    expect(organisation).toHaveTextContent('Pending');
    expect(union).toHaveTextContent('Pending');

    const [, objectedRow] = within(await outgoingTable()).getAllByRole('row');
    const [, , , , objection, unionDecision] = within(objectedRow!).getAllByRole('cell');
    expect(objection).toHaveTextContent('Objected');
    expect(objection).toHaveTextContent('Reason: Unpaid subscriptions for last season');
    expect(unionDecision).toHaveTextContent('Rejected');
    // Neither table offers a decision the caller cannot take.
    expect(screen.queryByRole('button', { name: /Approve|Object/ })).not.toBeInTheDocument();
    // Each table scrolls in its own named, focusable region on a narrow screen.
    expect(screen.getByRole('region', { name: 'Incoming transfers' })).toHaveAttribute('tabindex', '0');
  });

  it('names the teams by their Welsh template names on a Welsh page', { timeout: 20_000 }, async () => {
    i18n.addResourceBundle('cy', 'transfers', welshTransfers, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderPage({ [listPath('incoming')]: page([incoming]), [listPath('outgoing')]: page([toDecide]) });
      const [, row] = within(await screen.findByRole('table', { name: welshTransfers.organisation.manage.incomingTable })).getAllByRole('row');
      const [from, to] = within(row!).getAllByRole('cell');
      expect(from).toHaveTextContent('Bryn Harbour RFCDan 14 (1st team)');
      expect(to).toHaveTextContent('Cwm Valley RFCDan 14 (2nd team)');
      const [, outgoingRow] = within(
        await screen.findByRole('table', { name: welshTransfers.organisation.manage.outgoingTable }),
      ).getAllByRole('row');
      expect(within(outgoingRow!).getAllByRole('cell')[0]).toHaveTextContent('Cwm Valley RFCIeuenctid (1st team)');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says "Nothing to show" under a table with no transfers', async () => {
    renderPage({ [listPath('incoming')]: page([]), [listPath('outgoing')]: page([incoming]) });
    const incomingSection = await screen.findByRole('region', { name: 'Incoming' });
    expect(await within(incomingSection).findByText('Nothing to show')).toBeInTheDocument();
    expect(await outgoingTable()).toBeInTheDocument();
  });

  it('shows the dismissible error when a list cannot be read', async () => {
    const user = userEvent.setup();
    renderPage({ [listPath('incoming')]: serverError, [listPath('outgoing')]: page([]) });
    await expectAlerted('There was an error showing the transfers. Please try again later.');
    const alert = screen.getByRole('group', { name: 'Error' });
    expect(alert).toHaveTextContent('There was an error showing the transfers. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('group', { name: 'Error' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });

  it('loads the next page when there are more', async () => {
    const user = userEvent.setup();
    renderPage({
      [listPath('incoming')]: page([incoming], true),
      [listPath('incoming', 2)]: page([transferItem({ id: 310, firstName: 'Gwen', lastName: 'Hughes' })]),
      [listPath('outgoing')]: page([]),
    });
    await incomingTable();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Gwen Hughes')).toBeInTheDocument();
    expect(screen.getByText('Rhys Evans')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('approves an outgoing transfer after a confirmation, then refreshes the list', async () => {
    const user = userEvent.setup();
    let approved = false;
    const mock = renderPage({
      [listPath('incoming')]: page([]),
      [listPath('outgoing')]: () =>
        page([approved ? { ...toDecide, organisationDecision: 1, canOrganisationDecide: false } : toDecide]),
      'PUT /api/transfer/303/organisation/approve': () => {
        approved = true;
        return { body: { id: 303 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the transfer of Dafydd Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transfer?' });
    expect(dialog).toHaveTextContent('Dafydd Price is transferring from your Youth (1st team) to Aber Dyfi RFC.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve transfer' }));
    expect(await screen.findByText('You approved the transfer of Dafydd Price.')).toBeInTheDocument();
    expect(
      mock.mock.calls.some(([url, init]) => url === '/api/transfer/303/organisation/approve' && init?.method === 'PUT'),
    ).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Outgoing transfers' })).getByText('Approved'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Approve the transfer/ })).not.toBeInTheDocument();
  });

  it('objects with a reason, which is required and shown next to its field', async () => {
    const user = userEvent.setup();
    let objectedTo = false;
    const mock = renderPage({
      [listPath('incoming')]: page([]),
      [listPath('outgoing')]: () =>
        page([
          objectedTo
            ? {
                ...toDecide,
                organisationDecision: 2,
                organisationObjectionReason: 'Fees unpaid',
                canOrganisationDecide: false,
              }
            : toDecide,
        ]),
      'PUT /api/transfer/303/organisation/object': () => {
        objectedTo = true;
        return { body: { id: 303 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Object to the transfer of Dafydd Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Object to this transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Object to transfer' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for objecting/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason for the objection'));
    expect(sent(mock, 'PUT /api/transfer/303/organisation/object')).toEqual([]);

    await user.type(reason, 'Fees unpaid');
    await user.click(within(dialog).getByRole('button', { name: 'Object to transfer' }));
    expect(
      await screen.findByText('You objected to the transfer of Dafydd Price. The WRU will review your objection.'),
    ).toBeInTheDocument();
    expect(sent(mock, 'PUT /api/transfer/303/organisation/object')).toEqual([{ reason: 'Fees unpaid' }]);
    expect(await screen.findByText('Reason: Fees unpaid')).toBeInTheDocument();
  });

  it('shows the translated reason of a 409 and refreshes the list to what stands', async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderPage({
      [listPath('incoming')]: page([]),
      [listPath('outgoing')]: () => {
        reads += 1;
        return page([reads === 1 ? toDecide : { ...toDecide, organisationDecision: 1, canOrganisationDecide: false }]);
      },
      'PUT /api/transfer/303/organisation/approve': refusal(409, 'conflict', 'transfer.organisation_already_decided'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the transfer of Dafydd Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve transfer' }));
    expect(await findAlerted(dialog)).toHaveTextContent(
      'Your organisation has already approved or objected to this transfer',
    );
    await waitFor(() => expect(reads).toBe(2));
  });
});
