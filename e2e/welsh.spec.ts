/**
 * Cymraeg: a newcomer switches to Welsh on the landing page, creates an account on the Welsh
 * sign-in pages and completes their personal details, every page in Welsh (`<html lang="cy">`,
 * spot-checked strings from the Welsh catalogue, and no text of the English catalogue left on the
 * page) and axe clean. The words are read from the locale files, so a better translation does not
 * break the journey.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

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

/** The page is Welsh: lang="cy", and no line of its text is an English catalogue text. */
async function expectWelshPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.filter((line) => englishOnly.has(line))).toEqual([]);
}

test('a newcomer switches to Cymraeg on the landing page and joins, every page in Welsh', async ({ page }) => {
  test.setTimeout(180_000);
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
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
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
});
