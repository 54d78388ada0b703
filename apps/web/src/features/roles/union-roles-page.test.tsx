import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, problem, sent, stubApi, type Answers } from '../../test/api-stub';
import { withReason } from '../../test/union-api-stub';
import { UnionRolesPage } from './union-roles-page';
import { expectShownAndAnnounced, findAlerted } from '../../test/announcements';
import { expectErrorSummary, followSummaryLink } from '../../test/error-summary';
import welshUnionRoles from '../../../public/locales/cy/union-roles.json';

// The dialogs (selects, search) take a while to render on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const holder = (
  id: number,
  role: string,
  person: { id: number; firstName: string; lastName: string },
  grantedBy: { id: number; firstName: string; lastName: string } | null = null,
) => ({
  id,
  role,
  person: { ...person, email: null },
  grantedAt: '2025-09-02T10:00:00.000Z',
  grantedBy,
  endedAt: null,
});

const admin = { id: 1000011, firstName: 'Helen', lastName: 'Bowen' };
const rhian = { id: 1000050, firstName: 'Rhian', lastName: 'Price' };
const holders = [holder(1, 'union_administrator', admin), holder(7, 'safeguarding_officer', rhian, admin)];

function renderAt(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), ...answers });
  const utils = renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/roles', element: <UnionRolesPage /> }] }],
    '/union/roles',
  );
  return { ...utils, mock };
}

/** Opens the Mantine select labelled `label` (within `scope`) and picks the option. */
async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  const combobox = within(scope)
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT')!;
  await userEvent.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '') as HTMLElement;
  await userEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('union roles page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who holds which role, when and by whom it was granted', async () => {
    renderAt({ 'GET /api/union/roles': { body: holders } });
    const table = await screen.findByRole('table', { name: 'Union role holders' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person', 'Role', 'Granted on', 'Granted by', 'Actions']);
    expect(rows[1]).toHaveTextContent('Helen Bowen');
    expect(rows[1]).toHaveTextContent('Member id 1000011');
    expect(rows[1]).toHaveTextContent('Union Administrator');
    expect(rows[1]).toHaveTextContent('Set up with the system');
    expect(rows[2]).toHaveTextContent('Safeguarding Officer');
    expect(rows[2]).toHaveTextContent('02/09/2025');
    expect(within(rows[2]!).getAllByRole('cell')[2]).toHaveTextContent('Helen Bowen');
    expect(screen.getByRole('button', { name: 'End Safeguarding Officer for Rhian Price' })).toBeInTheDocument();
  });

  it('on a Welsh page names the roles in Welsh, in the table and in the grant dialog', async () => {
    i18n.addResourceBundle('cy', 'union-roles', welshUnionRoles, true, true);
    await i18n.changeLanguage('cy');
    try {
      renderAt({ 'GET /api/union/roles': { body: holders } });
      const table = await screen.findByRole('table', { name: welshUnionRoles.tableLabel });
      const rows = within(table).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('Gweinyddwr yr Undeb');
      expect(rows[2]).toHaveTextContent('Swyddog Diogelu');
      expect(within(table).queryByText('Safeguarding Officer')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: welshUnionRoles.grant.open }));
      const dialog = await screen.findByRole('dialog', { name: welshUnionRoles.grant.title });
      const combobox = within(dialog)
        .getAllByLabelText(new RegExp(`^${welshUnionRoles.grant.role}`))
        .find((element) => element.tagName === 'INPUT')!;
      await userEvent.click(combobox);
      await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
      const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '') as HTMLElement;
      const options = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      expect(options).toEqual(Object.values(welshUnionRoles.roleNames));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('on a phone, shows one card per holder with its End button', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderAt({ 'GET /api/union/roles': { body: holders } });
      const list = await screen.findByRole('list', { name: 'Union role holders' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[1]).toHaveTextContent('Rhian Price');
      expect(cards[1]).toHaveTextContent('Safeguarding Officer');
      expect(cards[1]).toHaveTextContent('Granted on 02/09/2025 by Helen Bowen');
      expect(
        within(cards[1]!).getByRole('button', { name: 'End Safeguarding Officer for Rhian Price' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('shows the empty state when nobody holds a role', async () => {
    renderAt({ 'GET /api/union/roles': { body: [] } });
    expect(await screen.findByText('Nobody holds a union role')).toBeInTheDocument();
  });

  it('refuses a caller without the Administrator role with the permission message', async () => {
    renderAt({
      'GET /api/union/roles': problem(
        403,
        'forbidden',
        'You do not have permission to use this part of the union back office',
      ),
    });
    expect(await findAlerted()).toHaveTextContent(
      'You do not have permission to use this part of the union back office',
    );
    expect(screen.queryByRole('button', { name: 'Grant role' })).not.toBeInTheDocument();
  });

  it('grants a role to a person found by name, then shows the new holder', async () => {
    const user = userEvent.setup();
    let current = holders;
    const { mock } = renderAt({
      'GET /api/union/roles': () => ({ body: current }),
      'GET /api/union/roles/candidates?search=ioan': {
        body: [{ id: 1000060, firstName: 'Ioan', lastName: 'Evans', email: null, roles: ['competitions_officer'] }],
      },
      'POST /api/union/roles': (body) => {
        const created = holder(
          9,
          'registrations_officer',
          { id: 1000060, firstName: 'Ioan', lastName: 'Evans' },
          admin,
        );
        current = [...holders, created];
        return { status: 201, body: { ...created, role: (body as { role: string }).role } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Grant role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a union role' });
    // Nothing chosen: both fields say so, and the error summary takes focus and links to each.
    await user.click(within(dialog).getByRole('button', { name: 'Grant role' }));
    const summary = await expectErrorSummary(dialog, ['Choose the person', 'Choose the role']);
    expect(within(dialog).getAllByText('Choose the role')).toHaveLength(2);
    const search = within(dialog).getByLabelText(/^Find a person/);
    const roleInput = within(dialog)
      .getAllByLabelText(/^Role/)
      .find((element) => element.tagName === 'INPUT')!;
    await followSummaryLink(summary, 'Choose the role', roleInput);
    await followSummaryLink(summary, 'Choose the person', search);
    expect(sent(mock, 'POST /api/union/roles')).toEqual([]);
    await user.type(search, 'ioan');
    await user.click(
      await within(dialog).findByRole('radio', { name: 'Ioan Evans (member id 1000060) · holds Competitions Officer' }),
    );
    await choose('Role', 'Registrations Officer', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Grant role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(mock, 'POST /api/union/roles')).toEqual([{ personId: 1000060, role: 'registrations_officer' }]);
    await expectShownAndAnnounced('Ioan Evans is now Registrations Officer.');
    expect(await screen.findByRole('button', { name: 'End Registrations Officer for Ioan Evans' })).toBeInTheDocument();
  });

  it('keeps the dialog and the choices when the person already holds the role', async () => {
    const user = userEvent.setup();
    renderAt({
      'GET /api/union/roles': { body: holders },
      'GET /api/union/roles/candidates?search=rhian': {
        body: [{ ...rhian, email: null, roles: ['safeguarding_officer'] }],
      },
      'POST /api/union/roles': withReason(
        problem(409, 'conflict', 'This person already holds this union role'),
        'union_role.duplicate',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Grant role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a union role' });
    await user.type(within(dialog).getByLabelText(/^Find a person/), 'rhian');
    const radio = await within(dialog).findByRole('radio', { name: /Rhian Price/ });
    await user.click(radio);
    await choose('Role', 'Safeguarding Officer', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Grant role' }));
    expect(await within(dialog).findByText('This person already holds this union role.')).toBeInTheDocument();
    expect(radio).toBeChecked();
    expect(within(dialog).getByLabelText(/^Find a person/)).toHaveValue('rhian');
  });

  it('ends a role after confirmation', async () => {
    const user = userEvent.setup();
    let current = holders;
    const { mock } = renderAt({
      'GET /api/union/roles': () => ({ body: current }),
      'POST /api/union/roles/7/end': () => {
        current = holders.slice(0, 1);
        return { body: { ...holders[1], endedAt: '2025-10-01T10:00:00.000Z' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'End Safeguarding Officer for Rhian Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'End union role' });
    expect(dialog).toHaveTextContent('End Safeguarding Officer for Rhian Price?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.mock.calls.some(([input]) => String(input).endsWith('/end'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'End Safeguarding Officer for Rhian Price' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'End union role' })).getByRole('button', { name: 'End role' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectShownAndAnnounced('Rhian Price no longer holds Safeguarding Officer.');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'End Safeguarding Officer for Rhian Price' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('explains that the last Union Administrator cannot be ended', async () => {
    const user = userEvent.setup();
    renderAt({
      'GET /api/union/roles': { body: holders },
      'POST /api/union/roles/1/end': withReason(
        problem(
          409,
          'conflict',
          'This is the last Union Administrator. Grant the role to someone else before ending this one, so the union is never locked out of its back office.',
        ),
        'union_role.last_administrator',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'End Union Administrator for Helen Bowen' }));
    const dialog = await screen.findByRole('dialog', { name: 'End union role' });
    await user.click(within(dialog).getByRole('button', { name: 'End role' }));
    const alert = await findAlerted(dialog);
    expect(alert).toHaveTextContent('Role not ended');
    expect(alert).toHaveTextContent(
      'This is the last Union Administrator. Grant the role to someone else before ending this one',
    );
    expect(screen.getByRole('dialog', { name: 'End union role' })).toBeInTheDocument();
  });
});
