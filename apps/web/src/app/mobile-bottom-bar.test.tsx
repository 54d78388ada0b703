import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage, signedOutSession } from '../test/render';
import { MobileBottomBar } from './mobile-bottom-bar';

describe('mobile bottom bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links Home, Get Involved, Applications to Track Registrations and Profile to Edit Personal Details', () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession } })));
    renderPage(<MobileBottomBar />, '/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/dashboard'],
      ['Get Involved', '/register'],
      ['Applications', '/track'],
      ['Profile', '/profile'],
    ]);
  });
});
