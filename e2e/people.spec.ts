import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, latestMailTo, signIn, signUp } from './support';

const stamp = Date.now();

/** Answers the international-status question 'No' (the status held stays empty). */
async function answerNotRegisteredElsewhere(page: Page) {
  const stages = page.getByRole('dialog', { name: 'International playing status' });
  await expect(stages.getByText('Please answer this next section accurately')).toBeVisible();
  await stages.getByRole('button', { name: 'Continue' }).click();
  await stages.getByRole('button', { name: 'No' }).click();
}

test.describe('Edit Personal Details', () => {
  test('a parent edits a child in a dialog showing the child ID', async ({ page }) => {
    await signIn(page, 'parent@demo.test');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Edit Personal Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Osian Howells' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit Osian Howells' }).click();
    const child = page.getByRole('dialog', { name: 'Edit Osian Howells' });
    await expect(child.getByText(/^ID: \d+$/)).toBeVisible();
    await expect(child.getByLabel('Email')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await child.getByRole('button', { name: 'Save' }).click();
    await answerNotRegisteredElsewhere(page);
    await expect(child.getByText('Saved')).toBeVisible();
    await child.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Edit Elin Howells' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Elin Howells' }).getByLabel('Email')).toHaveValue(
      'elin.howells@demo.test',
    );
  });

  test('a parent adds a new child', async ({ page }) => {
    // A fresh account: the demo parent keeps exactly the two children other journeys expect.
    const email = `parent.${stamp}@example.test`;
    await page.goto('/auth/login');
    await page.getByRole('link', { name: /create an account/i }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Loose-head-2025');
    await page.getByLabel('Confirm password').fill('Loose-head-2025');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Add child' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add child' });
    await dialog.getByLabel('First name').fill('Mabli');
    await dialog.getByLabel('Last name').fill('Gwyn');
    await dialog.getByLabel('Date of birth').fill('14/03/2016');
    await expect(dialog.getByLabel('Email')).toHaveCount(0);
    // Close the date picker's calendar, which opens over the fields below it.
    await dialog.getByRole('heading', { name: 'Add child' }).click();
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await dialog.getByRole('combobox', { name: 'Nationalities' }).click();
    await page.getByRole('option', { name: 'Welsh', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add child' }).click();
    await answerNotRegisteredElsewhere(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Mabli Gwyn' })).toBeVisible();
  });

  test("the international-status questions reach 'Clearance Required' (closed without saving)", async ({ page }) => {
    await signIn(page, 'player@demo.test');
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByLabel('First name')).toHaveValue('Rhys');
    await details.getByRole('button', { name: 'Save' }).click();
    const stages = page.getByRole('dialog', { name: 'International playing status' });
    await expect(stages.getByText('Please answer this next section accurately')).toBeVisible();
    await expect(stages).toContainText('fine, suspension or expulsion');
    await expectNoAxeViolations(page);
    await stages.getByRole('button', { name: 'Continue' }).click();
    await expect(stages.getByText('Are you registered to play for another rugby union?')).toBeVisible();
    await expectNoAxeViolations(page);
    await stages.getByRole('button', { name: 'Yes' }).click();
    await stages.getByRole('combobox', { name: 'Rugby union' }).click();
    await expect(page.getByRole('option', { name: 'Welsh', exact: true })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await page.getByRole('option', { name: 'Irish', exact: true }).click();
    await expectNoAxeViolations(page);
    await stages.getByRole('button', { name: 'Continue' }).click();
    await expect(stages.getByText('Clearance Required')).toBeVisible();
    await expect(stages).toContainText('cannot play until the clearance has been received');
    await expectNoAxeViolations(page);
    // Leave the player as found: close without saving.
    await page.keyboard.press('Escape');
    await expect(stages).toBeHidden();
  });

  test('the address modal checks a UK post code and the marketing modal opens', async ({ page }) => {
    await signIn(page, 'player@demo.test');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Update address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Address' });
    const postCode = dialog.getByLabel('Post code');
    await expect(postCode).toHaveValue('CF37 1DL');
    const save = dialog.getByRole('button', { name: 'Save' });
    await postCode.fill('cf37');
    await expect(dialog.getByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);
    await postCode.fill('cf37 1dl');
    await expect(dialog.getByText('Enter a valid UK postcode (e.g. SW1A 1AA)')).toBeHidden();
    await expect(save).toBeEnabled();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'Update marketing preferences' }).click();
    const marketing = page.getByRole('dialog', { name: 'Update Marketing Preferences' });
    await expect(marketing.getByLabel(/sharing|regional teams/)).toBeChecked();
    await expectNoAxeViolations(page);
    await marketing.getByRole('button', { name: 'Cancel' }).click();
  });

  test('support offers the FAQ and a prefilled fault report', async ({ page }) => {
    await signIn(page, 'player@demo.test');
    await page.goto('/support');
    await expect(page.getByRole('link', { name: /FAQs/ })).toHaveAttribute(
      'href',
      'https://support.mywru.example/help',
    );
    await expect(page.getByRole('link', { name: 'Report a fault' })).toHaveAttribute('href', /^mailto:.+subject=/);
    await expectNoAxeViolations(page);
  });

  test('a member changes the sign-in e-mail: password, link from the e-mail, then signs in with the new address', async ({
    page,
    browser,
  }) => {
    const member = {
      email: `changer.${stamp}@example.test`,
      password: 'Blind-side-2025',
      firstName: 'Gwenllian',
      lastName: 'Rees',
      dateOfBirth: '12/05/1991',
      addressLine1: '2 Stryd y Castell',
      city: 'Cardiff',
      county: 'Cardiff',
      postCode: 'CF10 1BH',
    };
    const newEmail = `changed.${stamp}@example.test`;
    test.slow(); // a sign-up, three sign-ins and four accessibility checks in one journey
    await signUp(page, member);
    // Another device, signed in before the change: it is signed out when the change takes effect.
    const otherDevice = await (await browser.newContext()).newPage();
    await signIn(otherDevice, member.email, member.password);

    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByRole('radio', { name: 'Female' }).check();
    await details.getByRole('combobox', { name: 'Nationalities' }).click();
    await page.getByRole('option', { name: 'Welsh', exact: true }).click();
    await page.keyboard.press('Escape');
    await details.getByLabel('Email').fill(newEmail);
    await details.getByRole('button', { name: 'Save' }).click();
    await answerNotRegisteredElsewhere(page);

    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog.getByText(newEmail)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Current password').fill('Not-the-password-1');
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
    // The error summary at the top links to the field, which carries the same message.
    await expect(dialog.getByRole('link', { name: 'The password is not correct.' })).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription(/The password is not correct\./);
    await dialog.getByLabel('Current password').fill(member.password);
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(details.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();
    await expect(details.getByLabel('Email')).toHaveValue(member.email);
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);

    const mail = await latestMailTo(page, newEmail);
    const link = /\/confirm-email\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('main').getByText(`From now on, sign in with ${newEmail}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    await otherDevice.goto('/profile');
    await expect(otherDevice.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(await (await browser.newContext()).newPage(), newEmail, member.password);
  });
});
