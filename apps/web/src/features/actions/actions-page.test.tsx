import type { ActionList } from '@mywru/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage, signedInSession } from '../../test/render';
import { ActionsPage } from './actions-page';
import './test/i18n';

function answer(actions: { status?: number; body?: unknown }) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, '/api/actions': actions })));
}

describe('Actions page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Nothing needs your attention' when nothing waits", async () => {
    answer({ body: [] satisfies ActionList });
    renderPage(<ActionsPage />, '/actions');
    expect(await screen.findByRole('heading', { name: 'Nothing needs your attention' })).toBeInTheDocument();
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
    renderPage(<ActionsPage />, '/actions');
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

  it('shows the error alert when the list cannot be loaded', async () => {
    answer({
      status: 500,
      body: { type: 'about:blank', status: 500, title: 'Internal Server Error', code: 'internal' },
    });
    renderPage(<ActionsPage />, '/actions');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the data. Please try again later.',
    );
    expect(screen.queryByText('Nothing needs your attention')).not.toBeInTheDocument();
  });
});
