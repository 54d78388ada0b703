/**
 * The accessibility check every journey relies on (`expectNoAxeViolations`) finds what it should:
 * on a page with known faults it fails, naming each rule at both widths, and it checks again after
 * a navigation replaces the document it was put into.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const FAULTY = `<!doctype html><html lang="en"><head><title>Faulty</title></head><body><main>
  <h1>Faulty page</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#bbb;background:#fff">Pale text on white</p>
  <button style="width:12px;height:12px;padding:0;border:0;margin:0"></button>
</main></body></html>`;

const SOUND = `<!doctype html><html lang="en"><head><title>Sound</title></head><body><main>
  <h1>Sound page</h1><p>Dark text on white.</p>
</main></body></html>`;

test('the accessibility check fails on faults, at both widths, and again in a new document', async ({ page }) => {
  await page.setContent(SOUND);
  await expectNoAxeViolations(page);

  await page.setContent(FAULTY);
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: Error) => error.message,
  );
  for (const width of [390, 1280]) {
    expect(failure).toContain(`${width} px image-alt`);
    expect(failure).toContain(`${width} px color-contrast`);
    expect(failure).toContain(`${width} px button-name`);
  }

  // A new document, without the axe the check put into the one before: it is put in again.
  await page.goto('about:blank');
  await page.setContent(FAULTY);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/390 px image-alt/);
  await page.goto('about:blank');
  await page.setContent(SOUND);
  await expectNoAxeViolations(page);
});
