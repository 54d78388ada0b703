/**
 * The Chromium the end-to-end journeys run in: Debian's Chromium headless shell (`chromium-headless-shell`,
 * built from the same source as its `chromium`), what Playwright runs headless tests in by default, for
 * about a fifth less CPU than the full browser in its headless mode (decision 036).
 * CHROMIUM_PATH=/usr/bin/chromium runs the full one. Read by scripts/e2e.mjs, which installs the package
 * when it is missing, and by playwright.config.ts, for a direct `npx playwright test`.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's package that installs it. */
export const chromiumPackage = 'chromium-headless-shell';
