import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, problem, stubApi, type Answers } from '../../test/api-stub';
import { SupportPage } from './support-page';
import { findAlerted } from '../../test/announcements';

function renderSupport(extra: Answers = {}) {
  stubApi({ ...baseAnswers(), ...extra });
  renderRoutes([{ element: <RequireAuth />, children: [{ path: '/support', element: <SupportPage /> }] }], '/support');
}

describe('support', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the FAQ on the help site in a new tab', async () => {
    renderSupport();
    const faq = await screen.findByRole('link', { name: /FAQs/ });
    expect(faq).toHaveAttribute('href', 'https://help.example.org/');
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAccessibleName(/opens in a new tab/);
  });

  it("'Report a fault' drafts an e-mail to support with the member id, page and what happened", async () => {
    renderSupport();
    const report = await screen.findByRole('link', { name: 'Report a fault' });
    const href = report.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:support@example.org?subject=')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('MyWRU: fault report');
    expect(params.get('body')).toContain('Member ID: 1000001');
    expect(params.get('body')).toContain('Page:');
    expect(params.get('body')).toContain('What happened:');
  });

  it("says 'No email address found.' when there is no support address", async () => {
    renderSupport({ '/api/config': problem(500, 'internal_error', 'boom') });
    // The config call is retried once before it counts as failed.
    expect(await findAlerted()).toHaveTextContent('No email address found.');
    expect(screen.queryByRole('link', { name: 'Report a fault' })).not.toBeInTheDocument();
  });
});
