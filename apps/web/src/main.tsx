import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { supportedLanguageOf } from '@mywru/shared/people/language-codes';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
// Mantine's sheets the first page draws with; the rest load with the pages that need them (decision 035).
import './app/styles-first.css';
import './app/global.css';
import { beginSessionCheck, sessionAnswer } from './lib/auth';
import { handEarlyTapsToReact } from './lib/early-taps';
import { i18n, initI18n } from './lib/i18n';

const isLanding = window.location.pathname === '/';
// A signed-in page the server drew (decision 039): it comes in its language (`<html lang>`) with the
// view it was drawn from (`#first-view`), who it was drawn for among it, which the app takes (`appFor`).
const drawnLanguage =
  !isLanding && document.getElementById('first-view') ? document.documentElement.lang || undefined : undefined;
// Otherwise who is signed in is asked at once, beside the texts and the page's code, not after the first render.
if (!drawnLanguage) beginSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Each root is a chunk of its own, loaded while the texts are (decision 035): `/` draws the landing
// page without the router and the query client; every other path loads the app with its router.
// The test stays inside the expression: with a variable there, the build gave both imports the app's
// style sheets, and the landing page drawn afresh had none of its own.
const loadRoot =
  window.location.pathname === '/'
    ? import('./app/landing-root').then((module) => module.LandingRoot)
    : import('./app/app').then((module) => module.appFor(drawnLanguage !== undefined));

// A referee's result kept on the phone while offline is sent as soon as the app starts (decision 031),
// unless the session check answers that nobody is signed in: the API would refuse it (it stays kept
// until the referee signs in, which starts the app again), so a visitor's landing page does not load
// the queue. A check that fails (offline) starts it, to send once the connection returns. Loaded
// apart from the first chunk: the landing page and most members never need it. (A page the server
// drew knows who is signed in once the app has read its view.)
void (drawnLanguage ? loadRoot : Promise.resolve())
  .then(() => sessionAnswer())
  .then(({ isAuthenticated, error }) => {
    if (!isAuthenticated && !error) return;
    return import('./features/fixtures/referee/submission-queue/browser-queue').then(({ startSubmissionQueue }) =>
      startSubmissionQueue(),
    );
  });

// The server sends `/` with the landing page already drawn in one language (`data-prerendered-lang`,
// decision 035, fifth round), and a signed-in page it drew in the person's: hydrated when the browser's
// language is that one (always, for the page the server drew, whose language i18next starts in),
// drawn afresh otherwise.
const prerenderedLanguage = isLanding ? root.dataset.prerenderedLang : drawnLanguage;
const texts = initI18n(drawnLanguage)
  .then(() => (isLanding && prerenderedLanguage ? i18n.loadNamespaces('landing') : undefined))
  .catch(() => undefined);

void Promise.all([texts, loadRoot]).then(([, Root]) => {
  const page = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  const language = supportedLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  // From here React sees every tap; those made before are done again once it has the page (lib/early-taps).
  handEarlyTapsToReact();
  if (prerenderedLanguage && language === prerenderedLanguage) {
    // A transition: React hydrates in slices and lets the browser answer input between them.
    startTransition(() => {
      hydrateRoot(root, page);
    });
  } else {
    createRoot(root).render(page);
  }
});
