import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alysPerson, fakeFetch, renderRoutes, signedInSession } from '../test/render';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';

function renderFrame(session: unknown, person: unknown) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/auth/session': { body: session }, '/api/person/1000001': { body: person } })));
  return renderRoutes(
    [{ element: <RequireAuth />, children: [{ element: <AppLayout />, children: [{ path: '/dashboard', element: <p>Dashboard body</p> }] }] }],
    '/dashboard',
  );
}

describe('signed-in frame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the brand, the member id and landmarks', async () => {
    renderFrame(signedInSession, alysPerson);
    expect(await screen.findByText('Member ID: 1000001')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard body');
    expect(screen.getByRole('link', { name: 'MyWRU home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('has an account menu with the name, e-mail, Edit Personal Details and Log out', async () => {
    const submitted: { method: string; action: string }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ method: this.method, action: new URL(this.action).pathname });
    });
    renderFrame(signedInSession, alysPerson);
    // Named by the initials it shows (a voice-control user says what they see), then whose menu it is.
    const trigger = await screen.findByRole('button', { name: 'AJ: Alys Jones, account menu' });
    expect(await within(trigger).findByText('AJ')).toBeInTheDocument();
    await userEvent.click(trigger);
    // jsdom has no layout, so the popover's hide-when-detached rule keeps it display:none: query hidden nodes too.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getByText('Account')).toBeInTheDocument();
    expect(within(menu).getByText('Alys Jones')).toBeInTheDocument();
    expect(within(menu).getByText('alys@example.org')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: 'Edit Personal Details', hidden: true })).toHaveAttribute('href', '/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out', hidden: true }));
    expect(submitted).toEqual([{ method: 'post', action: '/auth/logout' }]);
  });

  it('omits the name when it is the e-mail and uses the e-mail initial when names are missing', async () => {
    const session = { isAuthenticated: true, user: { ...signedInSession.user, name: 'alys@example.org' } };
    renderFrame(session, { ...alysPerson, firstName: null, lastName: null });
    const trigger = await screen.findByRole('button', { name: 'A: alys@example.org, account menu' });
    expect(within(trigger).getByText('A')).toBeInTheDocument();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getAllByText('alys@example.org')).toHaveLength(1);
    expect(within(menu).queryByTestId('account-name')).not.toBeInTheDocument();
  });
});
