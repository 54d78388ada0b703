import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PLAYER_CONSENTS } from '../packages/shared/src/registrations/consent';
import { baseURL } from './playwright.config';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn, signUp } from './support';

/** What the focused element is called (its accessible name as far as the journey needs it) and whether focus shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', tag: 'body', lost: true, visible: false };
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '');
    const label = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : '';
    // A field's ring is on its box: the field itself, or (a multi-select's typing field among its
    // pills) the box round it.
    const ringed = element.closest<HTMLElement>('.mantine-Input-input') ?? element;
    const style = getComputedStyle(ringed);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      name: (name || label || element.innerText || '').replace(/\s+/g, ' ').trim(),
      tag: element.outerHTML.slice(0, 120),
      lost: false,
      visible: element.matches(':focus-visible') && (outlined || style.boxShadow !== 'none'),
    };
  });
}

/** Presses Tab (no mouse) until the control named `name` has focus, checking that each stop shows its focus. */
async function tabTo(page: Page, name: RegExp, most = 40) {
  const trail = ['(start)'];
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.lost, `focus is lost after ${trail.join(' → ')} on the way to ${name}`).toBe(false);
    trail.push(now.name || now.tag);
    expect(now.visible, `focus is visible on '${now.name || now.tag}'`).toBe(true);
    if (name.test(now.name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Waits until focus is inside `dialog` (a dialog moves focus into itself when it opens) and shows there. */
async function expectFocusWithin(page: Page, dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect((await focused(page)).visible, 'focus is visible in the dialog').toBe(true);
}

/**
 * With focus on `opener`: Enter opens `dialog`, which takes focus; Escape closes it and focus is back on
 * `opener`; Enter opens it again, focus inside.
 */
async function openCloseAndReopen(page: Page, opener: Locator, dialog: Locator) {
  await page.keyboard.press('Enter');
  await expectFocusWithin(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFocusWithin(page, dialog);
}

/** Opens the landing page and waits until it has rendered, so the first Tab lands in it. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In or Create Account' }).first()).toBeVisible();
}

/** From the landing page, with the keyboard only: Log In, the e-mail address, the password, Enter. Ends on /dashboard. */
async function signInByKeyboard(page: Page, email: string) {
  await openLanding(page);
  await tabTo(page, /^Log In or Create Account$/);
  await page.keyboard.press('Enter');
  // The sign-in page puts focus in its first field.
  await expect(page.getByLabel('Email address')).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.type(email);
  await tabTo(page, /^Password/);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
}

/**
 * A demo member applies (through the API) to a Cwm Valley RFC team open to them. The applicant is
 * the demo referee, not the demo player: once approved, the player would hold a Cwm Valley team of
 * that format, and the organisation journey needs one still open to the player.
 */
async function applyToCwmValley(browser: Browser, email: string): Promise<void> {
  const player = await (await browser.newContext({ baseURL })).newPage();
  await signIn(player, email);
  const session = (await (await player.request.get('/auth/session')).json()) as { user: { memberId: number } };
  const playerId = session.user.memberId;
  const types = (await (await player.request.get('/api/organisation/type')).json()) as { id: number; nameEn: string }[];
  const clubs = types.find((type) => type.nameEn === 'Clubs');
  const cards = (await (
    await player.request.get(
      `/api/organisation/type/${clubs?.id}/team-parents?personId=${playerId}&search=Cwm%20Valley`,
    )
  ).json()) as { teamParentId: number; organisation: { name: string }; restricted: unknown }[];
  const open = cards.find((card) => card.organisation.name === 'Cwm Valley RFC' && card.restricted === null);
  expect(open, 'a Cwm Valley RFC team open to the player').toBeDefined();
  const created = await player.request.post(`/api/person/${playerId}/playing-registration`, {
    headers: { origin: new URL(player.url()).origin },
    data: { teamParentId: open?.teamParentId, consents: Object.fromEntries(PLAYER_CONSENTS.map((key) => [key, true])) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await player.context().close();
}

test.describe('keyboard only', () => {
  test('a member signs in, opens the account menu and closes it, with focus shown at every stop and returned to the button', async ({
    page,
  }) => {
    await signInByKeyboard(page, 'player@demo.test');
    await expectNoAxeViolations(page);

    await tabTo(page, /account menu$/);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // The menu button pattern: opening by keyboard puts focus on the first item.
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /account menu$/ })).toBeFocused();
  });

  test('a newcomer creates an account and completes onboarding, every field and the country select by keyboard', async ({
    page,
  }) => {
    const email = `keyboard.${Date.now()}@example.test`;
    const password = 'Blind-side-2025';
    await openLanding(page);
    await tabTo(page, /^Log In or Create Account$/);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await tabTo(page, /create an account/i);
    await page.keyboard.press('Enter');
    // The create-account page, too, puts focus in its first field.
    await expect(page.getByLabel('Email address')).toBeFocused();
    expect((await focused(page)).visible).toBe(true);
    await page.keyboard.type(email);
    await tabTo(page, /^Password/);
    await page.keyboard.type(password);
    await tabTo(page, /^Confirm password/);
    await page.keyboard.type(password);
    await tabTo(page, /^Create account$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // Onboarding: personal details, then the address with its country select, then the review.
    await expect(page.getByLabel('First name')).toBeVisible();
    await tabTo(page, /^First name/);
    await page.keyboard.type('Eirlys');
    await tabTo(page, /^Last name/);
    await page.keyboard.type('Bowen');
    await tabTo(page, /^Date of birth/);
    await page.keyboard.type('09/07/1994');
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Address line 1/);
    await page.keyboard.type('3 Heol y Nant');
    await tabTo(page, /^City/);
    await page.keyboard.type('Aberystwyth');
    await tabTo(page, /^County/);
    await page.keyboard.type('Ceredigion');
    await tabTo(page, /^Post code/);
    await page.keyboard.type('SY23 1AB');
    await tabTo(page, /^Country/);
    await page.keyboard.type('United Kingdom');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /Country/ })).toHaveValue('United Kingdom');
    await expect(page.getByRole('combobox', { name: /Country/ })).toBeFocused();
    // With every required field filled in, Next is on (it is skipped by Tab while it is off).
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await tabTo(page, /^Next$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Update$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Hello, Eirlys/ })).toBeVisible();
  });

  test('the club secretary approves a player application: into each dialog and back to its opener, by keyboard', async ({
    browser,
    page,
  }) => {
    await applyToCwmValley(browser, 'referee@demo.test');
    await signInByKeyboard(page, 'secretary@demo.test');

    // Manage Organisations: the dialog takes focus, Escape gives it back to the button.
    await tabTo(page, /Manage Organisations/);
    await page.keyboard.press('Enter');
    const organisations = page.getByRole('dialog');
    await expectFocusWithin(page, organisations);
    await page.keyboard.press('Escape');
    await expect(organisations).toBeHidden();
    await expect(page.getByRole('button', { name: /Manage Organisations/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocusWithin(page, organisations);
    await tabTo(page, /^Manage$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/organisation\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cwm Valley RFC' })).toBeVisible();

    await tabTo(page, /^Registrations/);
    await page.keyboard.press('Enter');
    const awaiting = page.getByRole('region', { name: 'Awaiting Decision' });
    await expect(awaiting.getByText('Owain Jenkins').first()).toBeVisible();
    const opener = awaiting.getByRole('button', { name: "Decide on Owain Jenkins's application" }).first();
    await tabTo(page, /^Decide on Owain Jenkins's application$/, 80);
    await expect(opener).toBeFocused();
    const decision = page.getByRole('dialog', { name: 'Decide on Application' });
    await openCloseAndReopen(page, opener, decision);
    const option = decision.getByLabel(/Team option/);
    if ((await option.count()) > 0) {
      await tabTo(page, /Team option/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(option).not.toHaveValue('');
    }
    await tabTo(page, /^Approve$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByText("Owain Jenkins's registration was approved.")).toBeVisible();
    await expect(decision).toBeHidden();
  });

  test('a parent registers a child to play: every step, the family-member dialog and the consents, by keyboard', async ({
    page,
  }) => {
    // A parent and child of the journey's own (set up without the keyboard: that is not what this
    // proves), so the demo family's applications stay as the other journeys expect them.
    await signUp(page, {
      email: `keyboard.parent.${Date.now()}@example.test`,
      password: 'Blind-side-2025',
      firstName: 'Lowri',
      lastName: 'Bowen',
      dateOfBirth: '14/03/1986',
      addressLine1: '3 Heol y Nant',
      city: 'Aberystwyth',
      county: 'Ceredigion',
      postCode: 'SY23 1AB',
    });
    const session = (await (await page.request.get('/auth/session')).json()) as { user: { memberId: number } };
    const parentId = session.user.memberId;
    const origin = new URL(page.url()).origin;
    const details = await page.request.patch(`/api/person/${parentId}`, {
      headers: { origin },
      data: { sexId: 2, nationalityIds: [1] },
    });
    expect(details.ok(), await details.text()).toBe(true);
    const child = await page.request.post(`/api/person/${parentId}/child`, {
      headers: { origin },
      data: { firstName: 'Gwen', lastName: 'Bowen', dob: '2016-05-05', sexId: 2, nationalityIds: [1], email: null },
    });
    expect(child.ok(), await child.text()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Lowri/ })).toBeVisible();
    await tabTo(page, /^Register to Participate/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Who are you registering?' })).toBeVisible();

    // The family-member dialog takes focus, Escape gives it back to the button that opened it.
    await tabTo(page, /On behalf of a child/);
    const opener = page.getByRole('button', { name: /On behalf of a child/ });
    const family = page.getByRole('dialog', { name: 'Select family member' });
    await openCloseAndReopen(page, opener, family);
    await tabTo(page, /Gwen Bowen/);
    await page.keyboard.press('Enter');
    await expect(family.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: "Confirm your child's details" })).toBeVisible();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm parent details' })).toBeVisible();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Registering: Gwen Bowen')).toBeVisible();
    await tabTo(page, /Register to Play/);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Choose a way to play' })).toBeVisible();
    await tabTo(page, /^Select Clubs$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Choose a team' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    // Tab skips teams that cannot be chosen (their button is off) and stops on the first that can.
    await tabTo(page, /^Select /, 80);
    await page.keyboard.press('Enter');

    const consent = page.getByRole('group', { name: 'Consent' });
    await expect(consent).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit registration' });
    await expect(submit).toBeDisabled();
    for (const box of await consent.getByRole('checkbox').all()) {
      await tabTo(page, new RegExp(`^${escapeRegExp((await box.getAttribute('aria-label')) ?? (await labelOf(box)))}`));
      await expect(box).toBeFocused();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await expect(submit).toBeEnabled();
    await tabTo(page, /^Submit registration$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
  });

  test('a parent adds a new child inside registration: the error summary, the date field, the sex and the nationalities select, by keyboard', async ({
    page,
  }) => {
    // A parent of the journey's own, with the details registering asks of a parent (set up without
    // the keyboard: that is not what this proves).
    await signUp(page, {
      email: `keyboard.newchild.${Date.now()}@example.test`,
      password: 'Blind-side-2025',
      firstName: 'Heledd',
      lastName: 'Morgan',
      dateOfBirth: '21/09/1984',
      addressLine1: '5 Stryd y Castell',
      city: 'Caernarfon',
      county: 'Gwynedd',
      postCode: 'LL55 1SE',
    });
    const session = (await (await page.request.get('/auth/session')).json()) as { user: { memberId: number } };
    const details = await page.request.patch(`/api/person/${session.user.memberId}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { sexId: 2, nationalityIds: [2] },
    });
    expect(details.ok(), await details.text()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Heledd/ })).toBeVisible();
    await tabTo(page, /^Register to Participate/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Who are you registering?' })).toBeVisible();

    await tabTo(page, /On behalf of a child/);
    await page.keyboard.press('Enter');
    const family = page.getByRole('dialog', { name: 'Select family member' });
    await expectFocusWithin(page, family);
    await tabTo(page, /^Add child$/);
    await page.keyboard.press('Enter');
    await expect(family).toBeHidden();
    const form = page.getByRole('form', { name: 'Add a child' });
    await expect(form).toBeVisible();

    // Continue with nothing filled in: the error summary takes focus and its first link leads to the field.
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    const summary = form.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).visible, 'focus is visible on the summary link').toBe(true);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: /^First name/ })).toBeFocused();

    await page.keyboard.type('Cerys');
    await tabTo(page, /^Last name/);
    await page.keyboard.type('Morgan');
    await tabTo(page, /^Date of birth/);
    await page.keyboard.type('05/05/2015');
    // Sex: Tab reaches the group's first choice, an arrow key moves to and chooses the other.
    await tabTo(page, /^Male$/);
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Female' })).toBeFocused();
    // Nationalities: type to filter, arrow down to the option, Enter to choose it.
    await tabTo(page, /^Nationalities/);
    await page.keyboard.type('Wel');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(form.getByText('Welsh', { exact: true })).toBeVisible();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: "Confirm your child's details" })).toBeVisible();
    await expect(page.getByRole('main').getByText('Cerys Morgan').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm parent details' })).toBeVisible();
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Registering: Cerys Morgan')).toBeVisible();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of the label a checkbox's id names. */
async function labelOf(box: Locator): Promise<string> {
  return box.evaluate((element) =>
    (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
}
