import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAnnounced } from '../../test/announcements';
import { renderRoutes } from '../../test/render';
import { problem, sent, stubApi } from '../../test/api-stub';
import { ConfirmEmailPage } from './confirm-email-page';

function open(answer: Parameters<typeof stubApi>[0][string]) {
  const mock = stubApi({ 'POST /api/email-change/confirm': answer });
  renderRoutes([{ path: '/confirm-email/:token', element: <ConfirmEmailPage /> }], '/confirm-email/the-token');
  return mock;
}

describe('Confirm your new e-mail address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the link once, asking nothing, and says which address now signs in', async () => {
    const mock = open({ body: { email: 'alys.new@example.org' } });
    expect(await screen.findByText('From now on, sign in with alys.new@example.org.')).toBeInTheDocument();
    expect(
      screen.getByText('For safety, every other device signed in to this account has been signed out.'),
    ).toBeInTheDocument();
    await expectAnnounced(
      'E-mail address changed From now on, sign in with alys.new@example.org. For safety, every other device signed in to this account has been signed out.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(sent(mock, 'POST /api/email-change/confirm')).toEqual([{ token: 'the-token' }]);
    expect(screen.getByRole('link', { name: 'Continue to MyWRU' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['link_expired', 'This link has expired: links work for 24 hours.'],
    ['link_used', 'This link has already been used.'],
    ['link_superseded', 'This link was replaced by a newer request or a password change.'],
    ['not_found', 'This link is not valid.'],
  ])('says plainly when the answer is %s', async (code, text) => {
    open(problem(code === 'not_found' ? 404 : 410, code, 'refused'));
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    expect(screen.getByText('The e-mail address has not changed')).toBeInTheDocument();
  });
});
