import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import welshOrganisations from '../../../../public/locales/cy/union-organisations.json';
import { RequireAuth } from '../../../app/require-auth';
import { renderRoutes } from '../../../test/render';
import { OrganisationsPage } from './organisations-page';
import {
  baseAnswers,
  choose,
  details,
  options,
  problem,
  refusal,
  refused,
  sent,
  stubApi,
  summary,
  type Answers,
} from '../../../test/union-organisations';
import { expectErrorSummary, followSummaryLink } from '../../../test/error-summary';
import { expectShownAndAnnounced, findAlerted } from '../../../test/announcements';

const LIST = '/api/union/organisations?active=all&page=1';

function renderAt(answers: Answers) {
  const mock = stubApi({ ...baseAnswers(), 'GET /api/union/organisations/options': { body: options }, ...answers });
  const utils = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/union/organisations', element: <OrganisationsPage /> },
          { path: '/union/organisations/:organisationId', element: <p>Organisation page</p> },
        ],
      },
    ],
    '/union/organisations',
  );
  return { ...utils, mock };
}

const page = (items: unknown[], total = items.length, pageNumber = 1) => ({
  body: { items, total, page: pageNumber, pageSize: 20 },
});

// Multi-step forms over Mantine selects: generous time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('organisations list', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists organisations with type, region, counts and status, each opening its page', async () => {
    renderAt({
      [`GET ${LIST}`]: page([
        summary(5, 'Cwm Valley RFC', { teamCount: 1, peopleCount: 42 }),
        summary(6, 'Old Boys RFC', { isActive: false }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Organisations' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Cwm Valley RFC' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Id 5 · Clubs · Dyffryn');
    expect(first).toHaveTextContent('1 team · 42 people');
    expect(first).toHaveTextContent('Active');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Inactive');
    expect(screen.getByRole('link', { name: 'Open Cwm Valley RFC' })).toHaveAttribute('href', '/union/organisations/5');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('names the organisation types in Welsh on a Welsh page, in the list and the Type filter', async () => {
    i18n.addResourceBundle('cy', 'union-organisations', welshOrganisations, true, true);
    await i18n.changeLanguage('cy');
    try {
      const { mock } = renderAt({
        [`GET ${LIST}`]: page([summary(5, 'Cwm Valley RFC')]),
        'GET /api/union/organisations?active=all&page=1&typeId=2': page([]),
      });
      const list = await screen.findByRole('list', { name: welshOrganisations.list.listLabel });
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Clybiau · Dyffryn');
      expect(list).not.toHaveTextContent('Clubs');
      await choose(welshOrganisations.list.type, 'Ysgolion a Cholegau');
      await waitFor(() =>
        expect(mock).toHaveBeenCalledWith('/api/union/organisations?active=all&page=1&typeId=2', expect.anything()),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('searches by name or id and filters by type, region and status', async () => {
    const user = userEvent.setup();
    const { mock } = renderAt({
      [`GET ${LIST}`]: page([summary(5, 'Cwm Valley RFC')]),
      'GET /api/union/organisations?active=all&page=1&search=cwm': page([summary(5, 'Cwm Valley RFC')]),
      'GET /api/union/organisations?active=all&page=1&search=cwm&typeId=2': page([]),
      'GET /api/union/organisations?active=inactive&page=1&search=cwm&typeId=2': page([]),
      'GET /api/union/organisations?active=inactive&page=1&search=cwm&typeId=2&regionId=11': page([]),
    });
    await screen.findByText('Cwm Valley RFC');
    // What each search or filter found is said through the app's live region, as the page shows it.
    const count = await expectShownAndAnnounced('Showing 1–1 of 1');
    expect(count.closest('[aria-live], [role="status"]')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Name or id' }), 'cwm');
    await waitFor(() =>
      expect(mock).toHaveBeenCalledWith('/api/union/organisations?active=all&page=1&search=cwm', expect.anything()),
    );
    await choose('Type', 'Schools and Colleges');
    await expectShownAndAnnounced('No organisations found');
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await choose('Region', 'Arfordir');
    await waitFor(() =>
      expect(mock).toHaveBeenCalledWith(
        '/api/union/organisations?active=inactive&page=1&search=cwm&typeId=2&regionId=11',
        expect.anything(),
      ),
    );
  });

  it('pages through 20 at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, i) => summary(100 + i, `Club ${100 + i}`));
    renderAt({
      [`GET ${LIST}`]: page(many, 23),
      'GET /api/union/organisations?active=all&page=2': page([summary(200, 'Club 200')], 23, 2),
    });
    await expectShownAndAnnounced('Showing 1–20 of 23');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Club 200')).toBeInTheDocument();
    await expectShownAndAnnounced('Showing 21–21 of 23');
  });

  it('tells staff outside the area they have no permission', async () => {
    renderAt({ [`GET ${LIST}`]: refusal(), 'GET /api/union/organisations/options': refusal() });
    expect(await findAlerted()).toHaveTextContent(
      'You do not have permission to use this part of the union back office',
    );
    expect(screen.queryByRole('button', { name: 'New organisation' })).not.toBeInTheDocument();
  });

  it('shows an error when the list cannot load', async () => {
    renderAt({ [`GET ${LIST}`]: problem(500, 'internal', 'boom') });
    expect(await findAlerted()).toHaveTextContent(
      'There was an error showing the organisations. Please try again later.',
    );
  });

  it('creates an organisation: field errors next to the fields and in the error summary, input kept on failure, then its page', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { mock, router } = renderAt({
      [`GET ${LIST}`]: page([]),
      'POST /api/union/organisations': () => {
        attempts += 1;
        return attempts === 1
          ? refused(400, 'validation_failed', 'organisation.region_unknown')
          : { status: 201, body: details({ id: 77, name: 'Nant RFC', teamParents: [], officeHolders: [] }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    const summary = await expectErrorSummary(dialog, ['Enter the organisation name', 'Choose a type of organisation']);
    expect(within(dialog).getAllByText('Enter the organisation name')).toHaveLength(2);
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    const type = within(dialog)
      .getAllByLabelText(/^Type/)
      .find((element) => element.tagName === 'INPUT')!;
    await followSummaryLink(summary, 'Choose a type of organisation', type);
    await followSummaryLink(summary, 'Enter the organisation name', name);
    expect(sent(mock, 'POST /api/union/organisations')).toEqual([]);

    await user.type(name, 'Nant RFC');
    await choose('Type', 'Clubs', dialog);
    await choose('Region', 'Dyffryn', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    await expectErrorSummary(dialog, ['Choose a region']);
    expect(name).toHaveValue('Nant RFC');

    await user.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/union/organisations/77'));
    expect(sent(mock, 'POST /api/union/organisations')).toEqual([
      { name: 'Nant RFC', typeId: 1, regionId: 12 },
      { name: 'Nant RFC', typeId: 1, regionId: 12 },
    ]);
  });
});
