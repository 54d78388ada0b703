import { AUDIT_ACTIONS } from '@mywru/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, problem, stubApi, type Answers } from '../../test/api-stub';
import { AuditLogPage } from './audit-log-page';
import { expectShownAndAnnounced, findAlerted } from '../../test/announcements';

// The filters form (date pickers, selects) takes a while to render on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const organisations = [
  { id: 5, name: 'Cwm Valley RFC', typeId: 1, typeName: 'Clubs', typeNameCy: 'Clybiau' },
  { id: 6, name: 'Aberllyn RFC', typeId: 1, typeName: 'Clubs', typeNameCy: 'Clybiau' },
];

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  at: '2026-07-01T09:30:05.000Z',
  action: 'union-role.granted',
  subjectType: 'union-role',
  subjectId: String(id),
  actor: { id: 1000011, name: 'Helen Bowen' },
  person: { id: 1000050, name: 'Rhian Price' },
  organisation: null,
  requestId: 'req-1',
  details: { role: 'safeguarding_officer' },
  ...overrides,
});

function renderAt(answers: Answers, path = '/union/audit-log') {
  const mock = stubApi({
    ...baseAnswers(),
    '/api/organisation/all-clubs?returnAll=true': { body: organisations },
    ...answers,
  });
  const utils = renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/audit-log', element: <AuditLogPage /> }] }],
    path,
  );
  return { ...utils, mock };
}

/** A filter's input (a select's or an autocomplete's label also names its list of options). */
function inputLabelled(label: RegExp): HTMLElement {
  return screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;
}

const actionInput = () => inputLabelled(/^Action/);

function calls(mock: ReturnType<typeof stubApi>, prefix: string): string[] {
  return mock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(prefix));
}

describe('audit log page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the entries newest first with names, the time in UK time and a details summary', async () => {
    renderAt({
      'GET /api/union/audit-log': {
        body: {
          entries: [
            entry(2),
            entry(1, {
              action: 'dbs.read',
              subjectType: 'person',
              subjectId: '1000050',
              actor: { id: 1000020, name: null },
              organisation: { id: 5, name: 'Cwm Valley RFC' },
              details: { records: 2, isChild: true },
            }),
            entry(0, {
              action: 'child-record.read',
              details: { record: 'team-players', isChild: false, teamParentId: 40, pageSize: 5 },
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    // On a narrow screen the table scrolls sideways in a region a keyboard can reach (WCAG 2.1.1).
    const region = screen.getByRole('region', { name: 'Audit log entries, newest first' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time (UK)', 'Actor', 'Action', 'Subject', 'Person', 'Organisation', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    // 09:30 UTC on 1 July is 10:30 in London (BST).
    expect(rows[0]).toHaveTextContent('01/07/2026, 10:30:05');
    expect(rows[0]).toHaveTextContent('Helen BowenId 1000011');
    expect(rows[0]).toHaveTextContent('Union role granted');
    expect(rows[0]).not.toHaveTextContent('union-role.granted');
    expect(rows[0]).toHaveTextContent('union-role 2');
    expect(rows[0]).toHaveTextContent('Role: Safeguarding Officer');
    expect(rows[1]).toHaveTextContent('Name not givenId 1000020');
    expect(rows[1]).toHaveTextContent('Cwm Valley RFCId 5');
    expect(rows[1]).toHaveTextContent('DBS record viewed');
    expect(rows[1]).toHaveTextContent("Records shown: 2; A child's record: Yes");
    expect(rows[2]).toHaveTextContent("Child's record viewed");
    expect(rows[2]).toHaveTextContent("Record viewed: Team players; A child's record: No; Team id: 40; Page size: 5");
    await expectShownAndAnnounced('Showing 3 entries');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends the filters in the address to the list and the CSV export, and loads more by cursor', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt(
      {
        'GET /api/union/audit-log?personId=1000050&organisationId=5&from=2026-07-01&to=2026-07-31&action=dbs.read': {
          body: { entries: [entry(3)], nextCursor: '2026-07-01T09:30:05.000000Z_3' },
        },
        'GET /api/union/audit-log?personId=1000050&organisationId=5&from=2026-07-01&to=2026-07-31&action=dbs.read&cursor=2026-07-01T09%3A30%3A05.000000Z_3':
          {
            body: { entries: [entry(1)], nextCursor: null },
          },
      },
      '/union/audit-log?personId=1000050&organisationId=5&from=2026-07-01&to=2026-07-31&action=dbs.read',
    );
    await expectShownAndAnnounced('Showing the newest 1 entry');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/union/audit-log/export.csv?personId=1000050&organisationId=5&from=2026-07-01&to=2026-07-31&action=dbs.read',
    );
    expect(screen.getByLabelText(/^Person \(member id\)/)).toHaveValue('1000050');
    expect(actionInput()).toHaveValue('DBS record viewed');
    await waitFor(() => expect(inputLabelled(/^Organisation/)).toHaveValue('Cwm Valley RFC'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await expectShownAndAnnounced('Showing 2 entries');
    expect(calls(mock, '/api/union/audit-log?')).toHaveLength(2);
  });

  it('applies typed filters, and refuses a member id that is not digits without searching', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt({
      'GET /api/union/audit-log': { body: { entries: [entry(2)], nextCursor: null } },
      'GET /api/union/audit-log?actorId=1000011&action=union-role.granted': {
        body: { entries: [entry(2)], nextCursor: null },
      },
    });
    await expectShownAndAnnounced('Showing 1 entry');
    await user.type(screen.getByLabelText(/^Actor \(member id\)/), '10000x');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('A member id is digits only')).toBeInTheDocument();
    expect(calls(mock, '/api/union/audit-log?')).toEqual([]);
    await user.clear(screen.getByLabelText(/^Actor \(member id\)/));
    await user.type(screen.getByLabelText(/^Actor \(member id\)/), '1000011');
    await user.click(actionInput());
    await user.type(actionInput(), 'granted');
    await user.click(await screen.findByRole('option', { name: 'Union role granted', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(calls(mock, '/api/union/audit-log?')).toEqual([
        '/api/union/audit-log?actorId=1000011&action=union-role.granted',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/union/audit-log/export.csv?actorId=1000011&action=union-role.granted',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText(/^Actor \(member id\)/)).toHaveValue(''));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/union/audit-log/export.csv');
  });

  it('offers every action the portal records by its readable name, and no codes to type', async () => {
    const user = userEvent.setup();
    renderAt({ 'GET /api/union/audit-log': { body: { entries: [entry(2)], nextCursor: null } } });
    await expectShownAndAnnounced('Showing 1 entry');
    await user.click(actionInput());
    const listbox = await waitFor(() => document.getElementById(actionInput().getAttribute('aria-controls') ?? '')!);
    const options = (await within(listbox).findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toHaveLength(AUDIT_ACTIONS.length);
    expect(options).toContain("Child's record viewed");
    expect(options).toContain('Team closed for registrations');
    expect(options.filter((name) => /^[a-z_.-]+$/.test(name ?? ''))).toEqual([]);
  });

  it('shows the empty state when nothing matches', async () => {
    renderAt(
      { 'GET /api/union/audit-log?action=nothing': { body: { entries: [], nextCursor: null } } },
      '/union/audit-log?action=nothing',
    );
    await expectShownAndAnnounced('No entries match these filters');
    expect(screen.getByText('Try a wider date range, or clear the filters.')).toBeInTheDocument();
  });

  it('answers a caller without the Administrator role with the permission message', async () => {
    renderAt({
      'GET /api/union/audit-log': problem(
        403,
        'forbidden',
        'You do not have permission to use this part of the union back office',
      ),
    });
    expect(await findAlerted()).toHaveTextContent(
      'You do not have permission to use this part of the union back office',
    );
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
