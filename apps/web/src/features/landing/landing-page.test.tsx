import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { LandingRoot } from '../../app/landing-root';
import { fakeFetch, renderPage, signedInSession, signedOutSession, testRuntimeConfig } from '../../test/render';
import { LandingPage } from './landing-page';
import { expectAlerted } from '../../test/announcements';
import { problem, sent, stubApi } from '../../test/api-stub';

const config = testRuntimeConfig;

describe('landing page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ '/auth/session': { body: signedOutSession }, '/api/config': { body: config } })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the product name and alternates the tagline every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'MyWRU' })).toBeInTheDocument();
    expect(screen.getByText('The Game. Connected.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('The Game. Connected.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Built for the future of Welsh Rugby')).toBeInTheDocument();
    expect(screen.queryByText('The Game. Connected.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('The Game. Connected.')).toBeInTheDocument();
  });

  it('does not announce the tagline while it rotates, and announces it politely once paused', async () => {
    renderPage(<LandingPage />);
    const tagline = screen.getByText('The Game. Connected.').closest('[aria-live]');
    expect(tagline).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Pause taglines' }));
    expect(tagline).toHaveAttribute('aria-live', 'polite');
  });

  it('stops and resumes the tagline with its visible pause control', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<LandingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause taglines' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(screen.getByText('The Game. Connected.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play taglines' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Built for the future of Welsh Rugby')).toBeInTheDocument();
  });

  it('shows one tagline that never changes, and no pause control, when reduced motion is preferred', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    })) as typeof window.matchMedia;
    try {
      renderPage(<LandingPage />);
      act(() => vi.advanceTimersByTime(15000));
      expect(screen.getByText('The Game. Connected.')).toBeInTheDocument();
      expect(screen.queryByText('Built for the future of Welsh Rugby')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /taglines/ })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('has a hidden, unfocusable Currently Unavailable button', () => {
    renderPage(<LandingPage />);
    const unavailable = screen.getByText('Currently Unavailable').closest('button');
    expect(unavailable).not.toBeNull();
    expect(unavailable).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Currently Unavailable' })).not.toBeInTheDocument();
  });

  it('starts the hosted login returning to the dashboard', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<LandingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In or Create Account' }));
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fdashboard');
  });

  it('opens Help and Support from the runtime config in a new tab', async () => {
    renderPage(<LandingPage />);
    const links = await screen.findAllByRole('link', { name: /^Help and Support\s*\(opens in a new tab\)$/ });
    expect(links).toHaveLength(2); // the hero button and the footer link
    const first = links[0];
    expect(first).toHaveAttribute('href', 'https://help.example.org/');
    expect(first).toHaveAttribute('target', '_blank');
  });

  it('lists every audience with the spec texts; Referees carries From October 2025', () => {
    renderPage(<LandingPage />);
    for (const audience of ['Secretaries', 'Players', 'Clubs', 'Volunteers', 'Referees']) {
      expect(screen.getByRole('heading', { level: 3, name: audience })).toBeInTheDocument();
    }
    const referees = screen.getByRole('article', { name: 'Referees' });
    expect(within(referees).getByText('From October 2025')).toBeInTheDocument();
    expect(within(referees).getByText('Submit match results')).toBeInTheDocument();
    const players = screen.getByRole('article', { name: 'Players' });
    expect(within(players).queryByText('From October 2025')).not.toBeInTheDocument();
    expect(within(players).getByText('Register to play rugby at local clubs and hubs')).toBeInTheDocument();
  });

  it('reveals the features once scrolled 150px', () => {
    renderPage(<LandingPage />);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    fireEvent.scroll(window);
    expect(main).toHaveAttribute('data-scrolled', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('has a roadmap and a footer with Legal and Privacy', async () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { name: 'Roadmap' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Welsh Rugby Union`)).toBeInTheDocument();
    expect(await within(footer).findByRole('link', { name: /Legal and Privacy/ })).toBeInTheDocument();
  });

  it("after a failed sign-in (/?login=failed) says 'Login failed' and offers trying again, the password reset and help", async () => {
    // The server sends the browser to this address; the page reads it from the address bar.
    window.history.replaceState(null, '', '/?login=failed');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<LandingPage />, '/?login=failed');
    const alert = await screen.findByRole('group', { name: 'Login failed' });
    await expectAlerted(/^Login failed\. We could not sign you in\./);
    expect(alert).toHaveTextContent('We could not sign you in.');
    expect(alert).toHaveTextContent("Forgotten your password? Choose 'Forgot password?' on the sign-in page");
    expect(await within(alert).findByRole('link', { name: /^Help and Support/ })).toHaveAttribute(
      'href',
      'https://help.example.org/',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fdashboard');
  });

  it('shows no sign-in failure on an ordinary visit', () => {
    renderPage(<LandingPage />, '/');
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('renders on its own root, without the router: signed in, Go to dashboard is a link to the dashboard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ '/auth/session': { body: signedInSession }, '/api/config': { body: config } })),
    );
    render(<LandingRoot />);
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Log In or Create Account' })).not.toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /^Help and Support/ }))[0]).toHaveAttribute(
      'href',
      'https://help.example.org/',
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it("on its own root, says 'Login failed' at /?login=failed", async () => {
    window.history.replaceState(null, '', '/?login=failed');
    render(<LandingRoot />);
    expect(await screen.findByRole('group', { name: 'Login failed' })).toHaveTextContent('We could not sign you in.');
  });

  it('on its own root, shows the error screen when the page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockImplementation(() => {
      throw new Error('The pitch is waterlogged');
    });
    render(<LandingRoot />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The pitch is waterlogged' })).toBeInTheDocument();
  });
  it("on its own root, keeps a signed-in person's language choice on their record, and says when it could not", async () => {
    const api = stubApi({
      '/auth/session': { body: signedInSession },
      '/api/config': { body: config },
      'PUT /api/person/1000001/language': problem(500, 'internal', 'boom'),
    });
    vi.stubGlobal('fetch', api);
    render(<LandingRoot />);
    await screen.findByRole('link', { name: 'Go to your dashboard' });
    const switcher = screen.getByRole('group', { name: 'Language' });
    await userEvent.click(within(switcher).getByRole('button', { name: 'Cymraeg' }));
    await expectAlerted(
      'Your language could not be kept on your record: Something went wrong. Please try again later.',
    );
    expect(sent(api, 'PUT /api/person/1000001/language')).toEqual([{ language: 'cy' }]);
  });
});
