import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/require-auth';
import { renderRoutes } from '../../test/render';
import { baseAnswers, problem, stubApi, type Answers } from '../../test/api-stub';
import { OutboxPage } from './outbox-page';

const message = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  to: 'player@demo.test',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/oidc/reset-password/abc123 to choose a new password.\nThanks.',
  createdAt: '2026-07-01T09:30:05.000Z',
  ...overrides,
});

function renderAt(answers: Answers) {
  stubApi({ ...baseAnswers(), ...answers });
  return renderRoutes(
    [{ element: <RequireAuth />, children: [{ path: '/union/outbox', element: <OutboxPage /> }] }],
    '/union/outbox',
  );
}

const outbox = (body: unknown) => ({ 'GET /api/union/outbox': { body } });

describe('the outbox page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly that this server keeps e-mail instead of sending it, and lists it newest first with working links', async () => {
    renderAt(
      outbox({
        isKept: true,
        messages: [message(2), message(1, { to: 'parent@demo.test', subject: 'Welcome', text: 'Hello' })],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /This is the outbox of a server with no SMTP server configured, so e-mail is kept here instead of being sent\./,
      ),
    ).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Reset your password',
      'Welcome',
    ]);
    expect(articles[0]).toHaveTextContent('To player@demo.test');
    expect(
      within(articles[0]!).getByRole('link', { name: 'http://localhost:3000/oidc/reset-password/abc123' }),
    ).toHaveAttribute('href', 'http://localhost:3000/oidc/reset-password/abc123');
    expect(articles[0]).toHaveTextContent('to choose a new password.');
    expect(within(articles[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows what a message says as text, never as markup', async () => {
    renderAt(
      outbox({
        isKept: true,
        messages: [message(3, { subject: '<script>alert(1)</script>', text: '<b>bold</b> javascript:alert(1)' })],
      }),
    );
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('<script>alert(1)</script>');
    expect(article).toHaveTextContent('<b>bold</b> javascript:alert(1)');
    expect(article.querySelector('script, b')).toBeNull();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when nothing has been kept yet', async () => {
    renderAt(outbox({ isKept: true, messages: [] }));
    expect(await screen.findByText('No e-mail has been kept yet.')).toBeInTheDocument();
  });

  it('says there is no outbox where the server sends e-mail through SMTP', async () => {
    renderAt(outbox({ isKept: false, messages: [] }));
    expect(await screen.findByText('No outbox on this server')).toBeInTheDocument();
    expect(
      screen.getByText('This server sends e-mail through its SMTP server, so no e-mail is kept here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('answers anyone but the Union Administrator with the permission message', async () => {
    renderAt({
      'GET /api/union/outbox': problem(
        403,
        'forbidden',
        'You do not have permission to use this part of the union back office',
      ),
    });
    expect(
      await screen.findByText('You do not have permission to use this part of the union back office'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
