import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseOption, signIn } from './support';

// A referee at a ground with no signal (issue 15, decision 031): the result submitted at Confirm while
// the phone is offline is kept on it, the page says so, and it reaches the server by itself once the
// phone is back online, once. The portal installs as an app: a manifest and a service worker that keeps
// the result stepper's lookups, and nothing personal.

const REFEREE = 'referee@demo.test';
// The demo fixture kept for this journey: allocated to the demo referee, played, awaiting a result.
const HOME = 'Llanfair Athletic RFC';
const AWAY = 'Aberllyn RFC';
const FIXTURE = `${HOME} v ${AWAY}`;
const SAVED_ON_PHONE = 'Saved on this phone — it will be sent when you are back online';

// Each journey signs in, walks the stepper and waits for a service worker: given the time of three.
test.slow();
// The service worker is blocked for the other journeys (playwright.config.ts); these test it.
test.use({ serviceWorkers: 'allow' });

/** Types a club into a searchable club select and picks it. */
async function chooseClub(page: Page, scope: Locator, label: string, club: string) {
  const select = scope.getByRole('combobox', { name: label });
  // Enabled once the club list has loaded.
  await expect(select).toBeEnabled({ timeout: 30_000 });
  await select.fill(club);
  await page.getByRole('option', { name: club, exact: true }).click();
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

test('a result submitted offline at Confirm is kept on the phone and arrives once when back online', async ({ page, context }) => {
  await signIn(page, REFEREE);
  await page.goto('/refereeing/submit');
  await expect(page.getByRole('heading', { level: 2, name: 'Select Fixture' })).toBeVisible();

  // Select Fixture
  const search = page.getByRole('search', { name: 'Search fixtures' });
  await chooseClub(page, search, 'Home Club', HOME);
  await chooseClub(page, search, 'Away Club', AWAY);
  await page.getByRole('button', { name: `Select ${FIXTURE}` }).click();

  // Provide Fixture Details
  await expect(page.getByRole('heading', { name: 'Provide Fixture Details' })).toBeVisible();
  await page.getByLabel('Home Team Total Points').fill('17');
  await page.getByLabel('Home Team Try Count').fill('3');
  await page.getByLabel('Away Team Total Points').fill('12');
  await page.getByLabel('Away Team Try Count').fill('2');
  await chooseOption(page, page.locator('main'), 'Weather', 'Light rain');
  await chooseOption(page, page.locator('main'), 'Ground Condition', 'Soft');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Confirm, with no signal
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await expect(page.getByTestId('final-score')).toContainText('17');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('#main').getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Result Submitted' })).toHaveCount(0);

  // Still kept after a moment without signal: nothing was sent, nothing was lost.
  const kept = await page.evaluate(() => window.localStorage.getItem('mywru.fixtures.submission-queue'));
  expect(Object.values(JSON.parse(kept ?? '{}') as Record<string, { status: string }>).map((entry) => entry.status)).toEqual(['queued']);

  // Back online: sent by itself
  const submitted = page.waitForResponse((response) => response.url().endsWith('/api/referee/submit-result'));
  await context.setOffline(false);
  expect((await submitted).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Result Submitted' })).toBeVisible();
  await expect(page.locator('#main').getByText(SAVED_ON_PHONE)).toHaveCount(0);

  // The fixture shows the result, once, in Your Fixtures and its details
  await page.getByRole('link', { name: 'Go to Referee Dashboard' }).click();
  await page.getByRole('link', { name: /Your Fixtures/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Your Fixtures', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter your fixtures' });
  await chooseClub(page, filters, 'Home Team', HOME);
  await chooseClub(page, filters, 'Away Team', AWAY);
  const cards = page.getByRole('list', { name: 'Your Fixtures' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(FIXTURE);
  await cards.getByRole('link').click();
  await expect(page.getByRole('heading', { name: FIXTURE, level: 1 })).toBeVisible();
  const score = page.getByTestId('final-score');
  await expect(score).toContainText('17');
  await expect(score).toContainText('12');
  await expect(page.getByText('Light rain')).toBeVisible();
  await expect(page.getByText('Soft')).toBeVisible();

  // It is gone from Select Fixture: claimed once.
  await page.goto('/refereeing/submit');
  const searchAgain = page.getByRole('search', { name: 'Search fixtures' });
  await chooseClub(page, searchAgain, 'Home Club', HOME);
  await chooseClub(page, searchAgain, 'Away Club', AWAY);
  await expect(page.getByText('No fixtures found')).toBeVisible();
  await expect(page.getByRole('button', { name: `Select ${FIXTURE}` })).toHaveCount(0);
});

test('the portal installs as an app: a manifest, and a service worker that keeps the stepper lookups and nothing personal', async ({
  page,
  context,
}) => {
  await signIn(page, REFEREE);
  await page.goto('/refereeing/submit');

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'MyWRU', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await waitForServiceWorker(page);
  const read = (path: string) =>
    page.evaluate(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        return { status: response.status, body: await response.text() };
      } catch {
        return { status: 0, body: '' };
      }
    }, path);
  const lookups = ['/api/referee/weather-conditions', '/api/referee/ground-conditions', '/api/referee/postponement-reasons', '/api/referee/clubs'];
  const online = await Promise.all(lookups.map(read));
  expect(online.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(await read('/auth/session')).toMatchObject({ status: 200 });

  await context.setOffline(true);
  // The lookups come from the phone, as they were.
  expect(await Promise.all(lookups.map(read))).toEqual(online);
  // Who is signed in, and the referee's own fixtures, are never kept.
  expect((await read('/auth/session')).status).toBe(0);
  expect((await read('/api/fixture/referee/previous-fixtures?page=1&pageSize=5')).status).toBe(0);
  await context.setOffline(false);

  // The landing page, drawn at build time, is kept apart from the app's shell: opened with no signal
  // after a visit to `/`, the stepper's page is the app's shell, not the landing page's HTML.
  await page.goto('/refereeing/submit');
  await expect(page.getByRole('heading', { level: 2, name: 'Select Fixture' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered-lang', 'en');
  await context.setOffline(true);
  await page.goto('/refereeing/submit');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered-lang');
  // The app, started from its shell, says it cannot ask who is signed in (which is never kept).
  await expect(
    page.getByRole('main').getByText('The portal could not be reached. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MyWRU', level: 1 })).toHaveCount(0);
  await context.setOffline(false);

  // The dashboard the server drew for the referee (decision 039) is never kept: offline, it is the
  // app's shell that opens, which keeps nothing of theirs.
  await page.goto('/dashboard');
  await expect(page.locator('#first-view')).toHaveCount(1);
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('main').getByText('The portal could not be reached. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  await context.setOffline(false);
});
