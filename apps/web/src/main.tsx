import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
// Mantine's sheets the first page draws with; the rest load with the pages that need them (decision 035).
import './app/styles-first.css';
import './app/global.css';
import { beginSessionCheck } from './lib/auth';
import { initI18n } from './lib/i18n';

// A referee's result kept on the phone while offline is sent as soon as the app starts (decision 031).
// Loaded apart from the first chunk: the landing page and most members never need it.
void import('./features/fixtures/referee/submission-queue/browser-queue').then(({ startSubmissionQueue }) =>
  startSubmissionQueue(),
);

// Who is signed in is asked at once, beside the texts and the page's code, not after the first render.
beginSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Each root is a chunk of its own, loaded while the texts are (decision 035): `/` draws the landing
// page without the router and the query client; every other path loads the app with its router.
const loadRoot =
  window.location.pathname === '/'
    ? import('./app/landing-root').then((module) => module.LandingRoot)
    : import('./app/app').then((module) => module.App);

void Promise.all([initI18n().catch(() => undefined), loadRoot]).then(([, Root]) => {
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
