import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ID, firstViewJson } from '../lib/first-view';
import { handEarlyTapsToReact } from '../lib/early-taps';
// The script the page starts with, before the app's own (public/, as the browser runs it).
import earlyTaps from '../../public/early-taps.js?raw';
import { baseAnswers, cardiffAddress, type Answers } from '../test/api-stub';
import { alysPerson, signedInSession } from '../test/render';
import { appFor } from './app';
import { renderFirstView, type FirstViewTexts } from './first-view-html';

// The English texts of the namespaces the server draws with, as it reads them from the build's locales.
const bundles = import.meta.glob<Record<string, unknown>>('../../public/locales/en/{common,errors,dashboard}.json', {
  eager: true,
  import: 'default',
});
const english = Object.fromEntries(
  Object.entries(bundles).map(([path, bundle]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), bundle]),
) as FirstViewTexts;

const complete = { ...alysPerson, addresses: [cardiffAddress] };

/** The API's answers as the server reads them for the requester: the body, or a refusal. */
function reader(answers: Answers) {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    const answer = answers[`GET ${url}`] ?? answers[url];
    if (!answer || typeof answer === 'function' || (answer.status ?? 200) >= 400) throw new Error(`refused: ${url}`);
    return answer.body;
  };
  return { read, asked };
}

const drawDashboard = (answers: Answers, isMobile = false) =>
  renderFirstView({
    pathname: '/dashboard',
    language: 'en',
    session: signedInSession,
    isMobile,
    texts: english,
    read: reader(answers).read,
  });

/** A club secretary's answers: the dashboard shows Manage Organisations, a button opening a dialog. */
const secretaryAnswers: Answers = {
  ...baseAnswers(complete),
  '/api/person/1000001/organisation/manage': {
    body: [
      {
        organisationId: 7,
        organisationName: 'Cwm Valley RFC',
        roleValues: ['Club Secretary'],
        roleValuesCy: ['Ysgrifennydd Clwb'],
      },
    ],
  },
};

/** Draws the page on the server and puts it into this document as the browser gets it, at /dashboard. */
async function pageAsSent(answers: Answers, isMobile = false) {
  const drawn = await drawDashboard(answers, isMobile);
  if (!drawn) throw new Error('not drawn');
  window.history.replaceState(null, '', '/dashboard');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = drawn.markup;
  document.body.append(container);
  return { drawn, container };
}

/** As main.tsx starts a page the server drew: the view in the page, the app made from it, hydrated. */
async function takeOver(
  { drawn, container }: Awaited<ReturnType<typeof pageAsSent>>,
  recoverable: unknown[] = [],
  /** What happens as React is handed the page. */
  meanwhile = () => {},
) {
  container.insertAdjacentHTML(
    'afterend',
    `<script type="application/json" id="${FIRST_VIEW_ID}">${firstViewJson(drawn.view)}</script>`,
  );
  let App: ComponentType = () => null;
  await act(async () => {
    App = await appFor(true);
  });
  handEarlyTapsToReact();
  meanwhile();
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('root')?.remove();
  document.getElementById(FIRST_VIEW_ID)?.remove();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('a signed-in page drawn on the server', () => {
  it("draws a member's complete dashboard in its frame, with the reads it was drawn from", async () => {
    const { read, asked } = reader(baseAnswers(complete));
    const drawn = await renderFirstView({
      pathname: '/dashboard',
      language: 'en',
      session: signedInSession,
      isMobile: false,
      texts: english,
      read,
    });
    const container = document.createElement('div');
    container.innerHTML = drawn?.markup ?? '';
    expect(container.querySelector('h1')?.textContent).toBe('👋 Hello, Alys');
    expect(container.textContent).toContain('Your member ID is 1000001.');
    expect(container.querySelector('[data-testid="beta-banner"]')).not.toBeNull();
    expect(container.querySelector('a[href="/profile"]')?.textContent).toContain('Edit Personal Details');
    expect(container.querySelector('[role="progressbar"], .mantine-LoadingOverlay-root')).toBeNull();
    // The person's, the roles' and the cards' reads; union staff only would read the union's counts.
    expect(asked.sort()).toEqual(['/api/actions', '/api/person/1000001', '/api/person/1000001/organisation/manage']);
    const keys = drawn?.view.queries.queries.map((query) => query.queryKey.join('/')).sort();
    expect(keys).toEqual(['api/actions', 'api/person/1000001', 'api/person/1000001/organisation/manage']);
    expect(drawn?.view).toMatchObject({
      language: 'en',
      namespaces: ['common', 'errors', 'dashboard'],
      session: signedInSession,
    });
  });

  it("draws a phone's layout when the request is from a phone", async () => {
    const drawn = await drawDashboard(baseAnswers(complete), true);
    const container = document.createElement('div');
    container.innerHTML = drawn?.markup ?? '';
    expect(container.querySelector('button[aria-label="Log out"]')).not.toBeNull();
    expect(container.querySelector('footer')).not.toBeNull();
  });

  it('draws nothing for a page it does not draw, for nobody signed in, and when a read is refused', async () => {
    const answers = baseAnswers(complete);
    await expect(
      renderFirstView({
        pathname: '/profile',
        language: 'en',
        session: signedInSession,
        isMobile: false,
        texts: english,
        read: reader(answers).read,
      }),
    ).resolves.toBeNull();
    await expect(
      renderFirstView({
        pathname: '/dashboard',
        language: 'en',
        session: { isAuthenticated: false, user: null },
        isMobile: false,
        texts: english,
        read: reader(answers).read,
      }),
    ).resolves.toBeNull();
    await expect(drawDashboard({ ...answers, 'GET /api/actions': { status: 500, body: {} } })).rejects.toThrow(
      'refused: /api/actions',
    );
  });

  it('is taken over by the browser as drawn: no mismatch, the same elements, no read asked again', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const page = await pageAsSent(baseAnswers(complete));
    vi.stubGlobal('fetch', fetch);
    const heading = page.container.querySelector('h1');
    const profileCard = page.container.querySelector('a[href="/profile"]');
    const recoverable: unknown[] = [];

    await takeOver(page, recoverable);

    expect(recoverable).toEqual([]);
    expect(page.container.querySelector('h1')).toBe(heading);
    expect(page.container.querySelector('a[href="/profile"]')).toBe(profileCard);
    expect(fetch).not.toHaveBeenCalled();
    // And it is the app: a card opens its page in the browser, without loading the document again.
    await act(async () => {
      fireEvent.click(profileCard as Element);
    });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  /** The page as sent, its early-tap keeper running, and its Manage Organisations button. */
  async function secretaryPage(isMobile = false) {
    const page = await pageAsSent(secretaryAnswers, isMobile);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    new Function(earlyTaps)();
    const manage = [...page.container.querySelectorAll('button')].find((button) =>
      /Manage Organisations/.test(button.textContent ?? ''),
    );
    if (!manage) throw new Error('no Manage Organisations');
    return { page, manage };
  }

  it('does a button tapped before the app took the page over once it has', async () => {
    const { page, manage } = await secretaryPage();
    fireEvent.click(manage);
    fireEvent.click(manage);
    expect(screen.queryByRole('dialog')).toBeNull();

    await takeOver(page);

    expect(await screen.findByRole('dialog', { name: 'Manage Organisations' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('does a tap made as React takes the page, on the button drawn in its place, when it draws the page afresh', async () => {
    // Drawn for a phone; this browser's screen is a desktop's: React draws the page afresh.
    const { page, manage } = await secretaryPage(true);
    const recoverable: unknown[] = [];

    await takeOver(page, recoverable, () => fireEvent.click(manage));

    expect(recoverable).not.toEqual([]);
    expect(manage.isConnected).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Manage Organisations' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each([
    [
      'a button',
      'button[aria-haspopup="dialog"]',
      () => screen.findByRole('dialog', { name: 'Manage Organisations' }, { timeout: 5000 }),
    ],
    ['a link', 'a[href="/profile"]', () => vi.waitFor(() => expect(window.location.pathname).toBe('/profile'))],
  ] as const)(
    'completes a press on %s that the page was drawn again under, on the one drawn in its place',
    async (_, selector, done) => {
      const { page } = await secretaryPage(true);
      const pressed = page.container.querySelector(selector);
      // Pressed as React takes the page over and draws it afresh: the browser makes no tap of it.
      await takeOver(page, [], () => fireEvent.pointerDown(pressed as Element));
      expect(pressed?.isConnected).toBe(false);
      fireEvent.pointerUp(document.body);
      await done();
    },
  );

  it('leaves a press the browser made a tap of on the element in its place (a touch) to that tap', async () => {
    const { page } = await secretaryPage(true);
    const menu = page.container.querySelector('button[aria-haspopup="menu"]');
    await takeOver(page, [], () => fireEvent.pointerDown(menu as Element));
    expect(menu?.isConnected).toBe(false);
    fireEvent.pointerUp(document.body);
    // The menu opens on a tap and closes on the next: done twice, it would be closed.
    const drawnInItsPlace = screen.getByRole('button', { name: /account menu/ });
    fireEvent.click(drawnInItsPlace);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(drawnInItsPlace).toHaveAttribute('aria-expanded', 'true');
  });

  it('does nothing of a press that became a scroll', async () => {
    const { page } = await secretaryPage(true);
    const pressed = page.container.querySelector('a[href="/profile"]');
    await takeOver(page, [], () => {
      fireEvent.pointerDown(pressed as Element);
      fireEvent.pointerCancel(pressed as Element);
    });
    fireEvent.pointerUp(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/dashboard');
  });
});
