/**
 * Fixtures, end to end: the demo referee submits a result for a fixture allocated to them and finds
 * it in Your Fixtures and its details, then club B's secretary sees it in the club's Fixtures; the
 * referee postpones another fixture with the reason 'Other'; the union's Competitions Officer
 * imports a fixture from a CSV file and allocates the referee, who then finds it in Select Fixture.
 * Axe on every page, at the phone and the desktop width.
 *
 * The fixtures are the journeys' own (README's fixtures table): nobody else's journey uses them.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

const REFEREE_EMAIL = 'referee@demo.test';
const REFEREE_NAME = 'Owain Jenkins';
const COMPETITIONS_OFFICER_EMAIL = 'competitions@demo.test';
const CLUB_B = 'Aberllyn RFC';
/** Played, allocated to the demo referee and awaiting a result: the result journey's. */
const RESULT_FIXTURE = { home: CLUB_B, away: 'Trefelin Harlequins RFC' };
/** The same, the postponement journey's. */
const POSTPONED_FIXTURE = { home: 'Pontmawr RFC', away: 'Ysgol Gyfun Aberllyn' };
/** The fixture the Competitions Officer imports (no such fixture in the demo data). */
const IMPORTED_FIXTURE = { home: 'Trefelin Harlequins RFC', away: 'Cwm Valley RFC', competition: "Glannau Women's League" };

test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const titleOf = (fixture: { home: string; away: string }) => `${fixture.home} v ${fixture.away}`;

/** From the dashboard: the Refereeing card, then 'Submit a result'; ends on Select Fixture. */
async function openSubmitResult(page: Page) {
  await page.getByTestId('card-refereeing').getByRole('link').click();
  await page.waitForURL('**/refereeing');
  await expect(page.getByRole('heading', { level: 1, name: 'Refereeing' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('card-submit-result').getByRole('link').click();
  await page.waitForURL('**/refereeing/submit');
  await expect(page.getByRole('heading', { level: 2, name: 'Select Fixture' })).toBeVisible();
}

/** Types a club into a searchable club select and picks it. */
async function chooseClub(page: Page, scope: Locator, label: string, club: string) {
  const select = scope.getByRole('combobox', { name: label });
  await expect(select).toBeEnabled();
  await select.fill(club);
  await page.getByRole('option', { name: club, exact: true }).click();
}

/** Select Fixture: searched by home and away club; the fixture's card. */
async function findFixtureToSubmit(page: Page, fixture: { home: string; away: string }) {
  const search = page.getByRole('search', { name: 'Search fixtures' });
  await chooseClub(page, search, 'Home Club', fixture.home);
  await chooseClub(page, search, 'Away Club', fixture.away);
  const card = page.getByRole('list', { name: 'Fixtures' }).getByRole('listitem').filter({ hasText: titleOf(fixture) });
  await expect(card).toHaveCount(1);
  return card;
}

/** Picks a Mantine select's option by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the referee submits a result for an allocated fixture, then finds it in Your Fixtures and its details', async ({
  browser,
}) => {
  test.setTimeout(600_000); // eight accessibility checks at two widths
  const page = await signedInPage(browser, REFEREE_EMAIL);
  await openSubmitResult(page);
  const card = await findFixtureToSubmit(page, RESULT_FIXTURE);
  await expect(card.getByText('Allocated to you')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `Select ${titleOf(RESULT_FIXTURE)}` }).click();

  // Provide Fixture Details.
  await expect(page.getByRole('heading', { level: 2, name: 'Provide Fixture Details' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Home Team Total Points').fill('19');
  await page.getByLabel('Home Team Try Count').fill('3');
  await page.getByLabel('Away Team Total Points').fill('12');
  await page.getByLabel('Away Team Try Count').fill('2');
  await choose(page, 'Weather', 'Light rain');
  await choose(page, 'Ground Condition', 'Soft');
  await expectNoAxeViolations(page);
  await continueButton.click();

  // Confirm: the Final Score, the statements and the claiming note.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm' })).toBeVisible();
  const finalScore = page.getByTestId('final-score');
  await expect(finalScore).toContainText('Final Score');
  await expect(finalScore.getByTestId('final-score-points')).toHaveText(['Points 19 (won)', 'Points 12 (lost)']);
  await expect(page.getByText('The fixture was not abandoned.')).toBeVisible();
  await expect(page.getByText('Weather: Light rain')).toBeVisible();
  await expect(page.getByText(/Submitting this result claims the fixture for you/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  // Completed.
  await expect(page.getByRole('heading', { level: 2, name: 'Result Submitted' })).toBeVisible();
  await expect(page.getByText('The result was submitted and the fixture has been claimed by you.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to Referee Dashboard' }).click();
  await page.waitForURL('**/refereeing');

  // Your Fixtures: filtered by the home club, the fixture's card opens its details.
  await page.getByTestId('card-your-fixtures').getByRole('link').click();
  await page.waitForURL('**/refereeing/your-fixtures');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Fixtures' })).toBeVisible();
  await chooseClub(page, page.getByRole('search', { name: 'Filter your fixtures' }), 'Home Team', RESULT_FIXTURE.home);
  const mine = page.getByRole('list', { name: 'Your Fixtures' }).getByRole('link', { name: new RegExp(titleOf(RESULT_FIXTURE)) });
  await expect(mine).toHaveCount(1);
  await expectNoAxeViolations(page);
  await mine.click();
  await page.waitForURL(/\/refereeing\/fixture-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: titleOf(RESULT_FIXTURE) })).toBeVisible();
  await expect(page.getByTestId('final-score-points')).toHaveText(['Points 19 (won)', 'Points 12 (lost)']);
  await expect(page.getByText('Light rain')).toBeVisible();
  await expect(page.getByText('Soft', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Fixtures' }).click();
  await page.waitForURL('**/refereeing/your-fixtures');
});

test("club B's secretary finds the result in the club's Fixtures, under Previous", async ({ browser }) => {
  test.setTimeout(300_000);
  const secretary = await signedInPage(browser, 'secretary2@demo.test');
  await secretary.getByRole('button', { name: /^Manage Organisations/ }).click();
  await secretary.getByRole('dialog', { name: 'Manage Organisations' }).getByRole('button', { name: 'Manage' }).click();
  await secretary.waitForURL(/\/organisation\/\d+$/);
  await secretary.getByTestId('card-fixtures').getByRole('link').click();
  await secretary.waitForURL(/\/organisation\/\d+\/fixtures$/);
  await expect(secretary.getByRole('heading', { level: 1, name: 'Fixtures' })).toBeVisible();
  await expect(secretary.getByRole('list', { name: 'Upcoming fixtures' }).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(secretary);
  await secretary.getByRole('tab', { name: 'Previous' }).click();
  const played = secretary.getByRole('article', { name: titleOf(RESULT_FIXTURE) });
  await expect(played.getByText('Result', { exact: true })).toBeVisible();
  await expect(played.getByTestId('final-score-points')).toHaveText(['Points 19 (won)', 'Points 12 (lost)']);
  await expect(played).toContainText("Glannau Women's League");
  await expectNoAxeViolations(secretary);
});

test("the referee postpones a fixture with the reason 'Other'", async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await signedInPage(browser, REFEREE_EMAIL);
  await openSubmitResult(page);
  const card = await findFixtureToSubmit(page, POSTPONED_FIXTURE);
  await card.getByRole('button', { name: `Select ${titleOf(POSTPONED_FIXTURE)}` }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Provide Fixture Details' })).toBeVisible();
  await page.getByRole('switch', { name: 'Was the fixture postponed?' }).check({ force: true });
  await expect(page.getByLabel('Home Team Total Points')).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Weather' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The postponement form: 'Other' asks to specify; Submit waits for it.
  await expect(page.getByText('The fixture was postponed. Tell us why.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeDisabled();
  await choose(page, 'Reason for postponement', 'Other');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Please specify the reason').fill('The school minibus broke down on the way.');
  await expectNoAxeViolations(page);
  await submit.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Result Submitted' })).toBeVisible();
  await expect(page.getByText('The postponement was submitted and the fixture has been claimed by you.')).toBeVisible();
  await expectNoAxeViolations(page);

  // It is the referee's now: it leaves Select Fixture.
  await page.getByRole('link', { name: 'Go to Referee Dashboard' }).click();
  await page.getByTestId('card-submit-result').getByRole('link').click();
  const search = page.getByRole('search', { name: 'Search fixtures' });
  await chooseClub(page, search, 'Home Club', POSTPONED_FIXTURE.home);
  await chooseClub(page, search, 'Away Club', POSTPONED_FIXTURE.away);
  await expect(page.getByText('No fixtures found')).toBeVisible();
});

/** A day in the union's time zone, `days` from today, as DD/MM/YYYY. */
function ukDay(days: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test('the Competitions Officer imports a fixture from a CSV file and allocates the referee, who then finds it', async ({
  browser,
}) => {
  test.setTimeout(600_000); // two sign-ins and eight accessibility checks at two widths
  const officer = await signedInPage(browser, COMPETITIONS_OFFICER_EMAIL);
  await officer.goto('/union');
  await officer.getByRole('link', { name: /^Fixtures/ }).click();
  await officer.waitForURL('**/union/fixtures');
  await expect(officer.getByRole('heading', { level: 1, name: 'Competitions and fixtures' })).toBeVisible();
  await expectNoAxeViolations(officer);

  // Import: the file is checked first, then imported.
  await officer.getByRole('link', { name: 'Import fixtures' }).click();
  await officer.waitForURL('**/union/fixtures/import');
  await expect(officer.getByRole('heading', { level: 1, name: 'Import fixtures' })).toBeVisible();
  await expectNoAxeViolations(officer);
  const csv = [
    'competition,date,kick_off,home_club,home_team,away_club,away_team,venue,referee_wru_id',
    `${IMPORTED_FIXTURE.competition},${ukDay(-1)},14:30,${IMPORTED_FIXTURE.home},Senior Women (1st team),${IMPORTED_FIXTURE.away},Senior Women (1st team),"The Quins Field, Trefelin",`,
  ].join('\n');
  // The file field is a button that opens the file chooser; the file goes to its hidden input.
  await expect(officer.getByRole('button', { name: /CSV file/ })).toBeVisible();
  await officer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fixtures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
  // The page's own message (the same words are also said through the polite live region for 7 s).
  await expect(officer.getByRole('main').getByText('1 fixture is ready to import.')).toBeVisible();
  await expectNoAxeViolations(officer);
  await officer.getByRole('button', { name: 'Import 1 fixture' }).click();
  await expect(officer.getByRole('main').getByText('1 fixture imported.')).toBeVisible();

  // The competition's fixtures: allocate the referee to the imported one.
  await officer.getByRole('link', { name: 'Back to competitions and fixtures' }).click();
  await officer.waitForURL('**/union/fixtures');
  await officer.getByRole('link', { name: `Fixtures of ${IMPORTED_FIXTURE.competition}` }).click();
  await officer.waitForURL(/\/union\/fixtures\/\d+$/);
  const imported = officer.getByRole('article', { name: titleOf(IMPORTED_FIXTURE) });
  await expect(imported).toContainText('No referee allocated');
  await expectNoAxeViolations(officer);
  await imported.getByRole('button', { name: 'Allocate referee' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Allocate referee' });
  await dialog.getByLabel('Find a referee').fill('Jenkins');
  await dialog.getByRole('radio', { name: new RegExp(REFEREE_NAME) }).check();
  await expectNoAxeViolations(officer);
  await dialog.getByRole('button', { name: 'Allocate' }).click();
  await expect(dialog).toBeHidden();
  await expect(imported).toContainText(REFEREE_NAME);

  // The referee finds it in Select Fixture, allocated to them.
  const referee = await signedInPage(browser, REFEREE_EMAIL);
  await openSubmitResult(referee);
  const card = await findFixtureToSubmit(referee, IMPORTED_FIXTURE);
  await expect(card.getByText('Allocated to you')).toBeVisible();
  await expect(card).toContainText(IMPORTED_FIXTURE.competition);
  await expectNoAxeViolations(referee);
});
