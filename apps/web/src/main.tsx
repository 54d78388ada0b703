import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
// Mantine's sheets the first page draws with; the rest load with the pages that need them (decision 035).
import './app/styles-first.css';
import './app/global.css';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

// A referee's result kept on the phone while offline is sent as soon as the app starts (decision 031).
// Loaded apart from the first chunk: the landing page and most members never need it.
void import('./features/fixtures/referee/submission-queue/browser-queue').then(({ startSubmissionQueue }) =>
  startSubmissionQueue(),
);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

void initI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
