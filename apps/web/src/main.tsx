import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { supportedLanguageOf } from '@mywru/shared/people/language-codes';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
// Mantine's sheets the first page draws with; the rest load with the pages that need them (decision 035).
import './app/styles-first.css';
import './app/global.css';
import { beginSessionCheck, sessionAnswer } from './lib/auth';
import { i18n, initI18n } from './lib/i18n';

// Who is signed in is asked at once, beside the texts and the page's code, not after the first render.
beginSessionCheck();

// A referee's result kept on the phone while offline is sent as soon as the app starts (decision 031),
// unless the session check answers that nobody is signed in: the API would refuse it (it stays kept
// until the referee signs in, which starts the app again), so a visitor's landing page does not load
// the queue. A check that fails (offline) starts it, to send once the connection returns. Loaded
// apart from the first chunk: the landing page and most members never need it.
void sessionAnswer().then(({ isAuthenticated, error }) => {
  if (!isAuthenticated && !error) return;
  return import('./features/fixtures/referee/submission-queue/browser-queue').then(({ startSubmissionQueue }) =>
    startSubmissionQueue(),
  );
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Each root is a chunk of its own, loaded while the texts are (decision 035): `/` draws the landing
// page without the router and the query client; every other path loads the app with its router.
// The test stays inside the expression: with a variable there, the build gave both imports the app's
// style sheets, and the landing page drawn afresh had none of its own.
const loadRoot =
  window.location.pathname === '/'
    ? import('./app/landing-root').then((module) => module.LandingRoot)
    : import('./app/app').then((module) => module.App);

// The server sends `/` with the landing page already drawn in one language (`data-prerendered-lang`,
// decision 035, fifth round): hydrated when the browser's language is that one, drawn afresh otherwise.
const prerenderedLanguage = window.location.pathname === '/' ? root.dataset.prerenderedLang : undefined;
const texts = initI18n()
  .then(() => (prerenderedLanguage ? i18n.loadNamespaces('landing') : undefined))
  .catch(() => undefined);

void Promise.all([texts, loadRoot]).then(([, Root]) => {
  const page = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  const language = supportedLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  if (prerenderedLanguage && language === prerenderedLanguage) {
    // A transition: React hydrates in slices and lets the browser answer input between them.
    startTransition(() => {
      hydrateRoot(root, page);
    });
  } else {
    createRoot(root).render(page);
  }
});
