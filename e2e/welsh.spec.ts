/**
 * Cymraeg: a newcomer switches to Welsh on the landing page, creates an account on the Welsh
 * sign-in pages, completes their personal details and registers to play for a club's team, every
 * page in Welsh (`<html lang="cy">`, spot-checked strings from the Welsh catalogue, and no text of
 * the English catalogue left on the page, nor the English name of a lookup that has a Welsh one)
 * and axe clean; then reads the registration e-mail, in Welsh. The words are read from the locale
 * files and the lookup lists, so a better translation does not break the journey.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  listCountriesEndpoint,
  listNationalitiesEndpoint,
  listOrganisationTypesEndpoint,
  UK_COUNTRY_ID,
} from '@mywru/shared';
import { expectNoAxeViolations, latestMailTo } from './support';

type Catalogue = { [key: string]: string | Catalogue };
const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales');

function load(language: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(full, value);
    else for (const [leaf, text] of flatten(value, full)) leaves.set(leaf, text);
  }
  return leaves;
}

/** A Welsh text by 'namespace:key'. */
function cy(key: string): string {
  const [namespace = '', leaf = ''] = key.split(':');
  const text = flatten(load('cy', namespace)).get(leaf);
  if (text === undefined) throw new Error(`no Welsh text for ${key}`);
  return text;
}

/**
 * Every English text of the web's catalogues that reads differently in Welsh (and is more than a
 * word or a name): none of them may be a line of a Welsh page.
 */
const englishOnly: Set<string> = (() => {
  const texts = new Set<string>();
  for (const file of readdirSync(path.join(localesDir, 'en'))) {
    const namespace = file.replace(/\.json$/, '');
    const english = flatten(load('en', namespace));
    let welsh = new Map<string, string>();
    try {
      welsh = flatten(load('cy', namespace));
    } catch {
      // A namespace without its Welsh file yet: every English text counts.
    }
    for (const [key, text] of english) {
      if (text.includes('{{') || text.trim().split(/\s+/).length < 2) continue;
      if (welsh.get(key) === text) continue;
      texts.add(text.trim());
    }
  }
  return texts;
})();

/** A server catalogue's Welsh text (apps/api/src/lib/i18n/locales/cy), by 'namespace:key'. */
function serverCy(key: string, values: Record<string, string> = {}): string {
  const [namespace = '', leaf = ''] = key.split(':');
  const file = path.resolve(import.meta.dirname, '../apps/api/src/lib/i18n/locales/cy', `${namespace}.json`);
  const text = flatten(JSON.parse(readFileSync(file, 'utf8')) as Catalogue).get(leaf);
  if (text === undefined) throw new Error(`no Welsh server text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A lookup's Welsh name (`nameCy`, `valueCy`, ...), once the lookup list carries one. */
function welshField(item: object, field: string): string | undefined {
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * A lookup's name as a Welsh page shows it: its Welsh name, or its English one while the list has
 * none. `either` matches both, for picking the option; `expectWelshName` then checks (softly, so
 * every English lookup name of the journey is reported in one run) that the Welsh one was shown.
 */
function lookupName(item: object, english: string, field: string) {
  const welsh = welshField(item, field) ?? english;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { welsh, either: new RegExp(`^(${escape(welsh)}|${escape(english)})$`) };
}

function expectWelshName(shown: string | null, name: { welsh: string }, what: string) {
  expect.soft(shown?.trim(), `${what}: lookup data still shown in English`).toBe(name.welsh);
}

/** Every Welsh text of the web's catalogues. */
const welshTexts: Set<string> = (() => {
  const texts = new Set<string>();
  for (const file of readdirSync(path.join(localesDir, 'cy'))) {
    for (const text of flatten(load('cy', file.replace(/\.json$/, ''))).values()) texts.add(text.trim());
  }
  return texts;
})();

/**
 * The English names of the lookups the journey meets that have a Welsh name, as the API lists them
 * (`lookupsOf`): none may be a line of a Welsh page (unless a Welsh catalogue text reads the same,
 * as the switcher's 'English' does).
 */
const englishLookupNames = new Set<string>();

type LookupRow = Record<string, unknown> & { id: number };

/** A lookup list as the running API answers it; its English names with a Welsh twin join `englishLookupNames`. */
async function lookupsOf(page: Page, path: string, fields: Array<[english: string, welsh: string]>): Promise<LookupRow[]> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const rows = (await response.json()) as LookupRow[];
  for (const row of rows) {
    for (const [english, welsh] of fields) {
      const name = row[english];
      const twin = welshField(row, welsh);
      if (typeof name === 'string' && twin !== undefined && twin !== name && !welshTexts.has(name)) englishLookupNames.add(name);
    }
  }
  return rows;
}

/** A text as a regular expression matching it exactly, with each {{value}} matching any text. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('(.+)')}$`);
}

/** A catalogue text with its {{values}} filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The page is Welsh: lang="cy", and no line of its text is an English catalogue text or the
 * English name of a lookup that has a Welsh one.
 */
async function expectWelshPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.filter((line) => englishOnly.has(line))).toEqual([]);
  expect
    .soft(lines.filter((line) => englishLookupNames.has(line)), `lookup data in English on ${page.url()}`)
    .toEqual([]);
}

test('a newcomer switches to Cymraeg on the landing page and joins, every page in Welsh', async ({ page }) => {
  // Axe at two widths on fourteen screens and a menu: under three minutes on an idle machine, over
  // seven on a loaded one.
  test.setTimeout(600_000);
  const email = `newydd.${Date.now()}@example.test`;
  const password = 'Cyfrinair-hir-2026';

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Cymraeg' }).click();
  await expect(page.getByRole('button', { name: cy('landing:cta.login') }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: cy('common:language.label') }).getByRole('button', { name: 'Cymraeg' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectWelshPage(page);
  await expectNoAxeViolations(page);

  // The identity provider's pages follow the choice.
  await page.getByRole('button', { name: cy('landing:cta.login') }).first().click();
  await expect(page.getByRole('heading', { name: 'Mewngofnodi', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Creu cyfrif' }).click();
  await expect(page.getByRole('heading', { name: 'Creu cyfrif', level: 1 })).toBeVisible();
  await page.getByLabel('Cyfeiriad e-bost').fill(email);
  await page.getByLabel('Cyfrinair', { exact: true }).fill(password);
  await page.getByLabel("Cadarnhau'r cyfrinair").fill(password);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Creu cyfrif' }).click();

  // Onboarding, in Welsh.
  await page.waitForURL('**/dashboard');
  await expect(page.getByLabel(cy('onboarding:personal.firstName'))).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(cy('onboarding:personal.firstName')).fill('Gwenllian');
  await page.getByLabel(cy('onboarding:personal.lastName')).fill('Jones');
  await page.getByLabel(cy('onboarding:personal.dob')).fill('02/03/1990');
  await page.getByRole('button', { name: cy('onboarding:next') }).click();
  await page.getByLabel(cy('onboarding:address.addressLine1')).fill('1 Stryd y Bont');
  await page.getByLabel(cy('onboarding:address.city')).fill('Aberystwyth');
  await page.getByLabel(cy('onboarding:address.county')).fill('Ceredigion');
  await page.getByRole('combobox', { name: new RegExp(cy('onboarding:address.country')) }).click();
  const countries = await lookupsOf(page, listCountriesEndpoint.path, [['value', 'valueCy']]);
  const uk = countries.find((country) => country.id === UK_COUNTRY_ID)!;
  const ukName = lookupName(uk, String(uk['value']), 'valueCy');
  const ukOption = page.getByRole('option', { name: ukName.either });
  expectWelshName(await ukOption.textContent(), ukName, 'country');
  await ukOption.click();
  await page.getByLabel(cy('onboarding:address.postCode')).fill('SY23 1AA');
  await expectWelshPage(page);
  await page.getByRole('button', { name: cy('onboarding:next') }).click();
  await expectWelshPage(page);
  await page.getByRole('button', { name: cy('onboarding:update') }).click();

  // The dashboard greets them in Welsh; the account menu offers the language too, Cymraeg chosen.
  await expect(page.getByRole('heading', { name: /Helo, Gwenllian/ })).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /dewislen y cyfrif/ }).click();
  const language = page.getByRole('menu').getByRole('group', { name: cy('common:language.label') });
  await expect(language.getByRole('menuitemradio', { name: 'Cymraeg' })).toHaveAttribute('aria-checked', 'true');
  await expect(language.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The choice is on their record, so it follows them to another device and sets their e-mails' language.
  const session = await page.request.get('/auth/session');
  expect((await session.json()).user.language).toBe('cy');

  // Register to play, in Welsh: for myself, my details, play, a club, my sex and nationality, a team, consent.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: cy('registrations:register.whoTitle') })).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: new RegExp(cy('registrations:register.myself')) }).click();
  await expect(page.getByRole('heading', { name: cy('registrations:register.confirmYourTitle') })).toBeVisible();
  await expect(page.getByText(cy('registrations:register.confirmYourIntro'))).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: cy('registrations:actions.continue') }).click();
  await expect(page.getByRole('heading', { name: cy('registrations:register.playOrVolunteerTitle') })).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: new RegExp(cy('registrations:register.play')) }).click();

  await expect(page.getByRole('heading', { name: cy('registrations:player.wayToPlayTitle') })).toBeVisible();
  const types = await lookupsOf(page, listOrganisationTypesEndpoint.path, [
    ['nameEn', 'nameCy'],
    ['descriptionEn', 'descriptionCy'],
  ]);
  const clubs = types.find((type) => type['nameEn'] === 'Clubs')!;
  const clubsName = lookupName(clubs, 'Clubs', 'nameCy');
  const clubsHeading = page.getByRole('heading', { name: clubsName.either });
  await expect(clubsHeading).toBeVisible();
  const clubsShown = (await clubsHeading.textContent()) ?? '';
  expectWelshName(clubsShown, clubsName, 'way to play');
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  // The team cards as the API answers them, each team's Welsh name beside the English (teamCy).
  const teamCards = page.waitForResponse(
    (response) => /\/api\/organisation\/type\/\d+\/team-parents\?/.test(response.url()) && response.ok(),
  );
  await page.getByRole('button', { name: cy('registrations:player.chooseType').replace('{{type}}', clubsShown), exact: true }).click();

  // A newcomer's record has no sex or nationality yet: the wizard asks, in Welsh, before the teams.
  await expect(page.getByText(cy('registrations:details.eligibilityTitle'), { exact: true })).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: cy('registrations:child.female') }).click();
  const nationalities = page.getByRole('combobox', { name: new RegExp(cy('registrations:child.nationalities')) });
  await nationalities.click();
  const welsh = (await lookupsOf(page, listNationalitiesEndpoint.path, [['value', 'valueCy']])).find(
    (nationality) => nationality['value'] === 'Welsh',
  )!;
  const welshName = lookupName(welsh, 'Welsh', 'valueCy');
  const welshOption = page.getByRole('option', { name: welshName.either });
  expectWelshName(await welshOption.textContent(), welshName, 'nationality');
  await welshOption.click();
  await page.keyboard.press('Escape');
  await expectWelshPage(page);
  await page.getByRole('button', { name: cy('registrations:details.eligibilitySave') }).click();

  await expect(page.getByRole('heading', { name: cy('registrations:player.teamTitle') })).toBeVisible();
  const chooseTeam = templatePattern(cy('registrations:player.chooseTeam'));
  const choosable = page
    .locator('li')
    .filter({ has: page.getByRole('button', { name: chooseTeam }).and(page.locator(':enabled')) })
    .first();
  await expect(choosable).toBeVisible();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  const select = choosable.getByRole('button', { name: chooseTeam });
  const [, team = '', organisation = ''] = chooseTeam.exec((await select.getAttribute('aria-label')) ?? '') ?? [];
  expect(team).not.toBe('');
  // The card names the team in Welsh: the chosen team's Welsh name, which differs from its English one
  // (a club's team named after its template, 'Menywod Hŷn' for 'Senior Women'); its English name
  // may be on none of the Welsh pages that follow, nor in the e-mail.
  const cards = (await (await teamCards).json()) as { team: string; teamCy: string; organisation: { name: string } }[];
  const card = cards.find((each) => each.teamCy === team && each.organisation.name === organisation);
  expect(card, `the card's team '${team}' is a team's Welsh name`).toBeDefined();
  expect(card!.team, 'the chosen team has a Welsh name of its own').not.toBe(team);
  englishLookupNames.add(card!.team);
  await expect(choosable.getByText(team, { exact: true }).first()).toBeVisible();
  await select.click();

  // Confirm names the same team, in Welsh.
  await expect(page.getByRole('heading', { name: cy('registrations:player.confirmTitle') })).toBeVisible();
  await expect(page.getByText(team, { exact: true })).toBeVisible();
  await expect(page.getByText(card!.team, { exact: true })).toHaveCount(0);
  const submit = page.getByRole('button', { name: cy('registrations:player.submit') });
  await expect(submit).toBeDisabled();
  const consent = page.getByRole('group', { name: cy('common:consent.title') });
  for (const box of await consent.getByRole('checkbox').all()) await box.check();
  await expectWelshPage(page);
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(page.getByRole('heading', { name: cy('registrations:player.completedTitle') })).toBeVisible();
  await expect(page.getByText(fill(cy('registrations:player.completed'), { team, organisation }), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: cy('registrations:actions.dashboard') })).toHaveAttribute('href', '/dashboard');
  await expectWelshPage(page);
  await expectNoAxeViolations(page);

  // A Welsh member receives a Welsh e-mail: the registration's, with the subject of the Welsh catalogue,
  // naming the team as the card and Confirm did, in its subject and its body.
  const mail = await latestMailTo(page, email);
  expect(mail).toContain(serverCy('emails:registration.playSubmitted.subject', { team, organisation }));
  // The body's words between who applied and the season: ' i chwarae i {{team}} yn {{organisation}} yn nhymor '.
  const text = serverCy('emails:registration.playSubmitted.text', { who: '[who]', season: '[season]', team, organisation });
  const teamInBody = text.slice(text.indexOf('[who]') + '[who]'.length, text.indexOf('[season]'));
  expect(teamInBody).toContain(team);
  expect(mail).toContain(teamInBody);
  expect(mail).not.toContain(card!.team);
  expect(mail).toContain(serverCy('emails:layout.signOff'));
});
