import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { sharedOptions } from '../lib/i18n';
import { forgetRuntimeConfig } from '../lib/runtime-config';

// The test files share one jsdom and one module cache in each worker (`isolate: false` in
// vitest.config.ts: a fresh jsdom and Mantine per file cost a quarter of the run). What a file may
// leave behind in the window is put back after each file below, so each starts as on a new page.
const pristine = ((globalThis as { __pristinePage?: { html: [string, string][]; head: string } }).__pristinePage ??= {
  html: Array.from(document.documentElement.attributes, (a): [string, string] => [a.name, a.value]),
  head: document.head.innerHTML,
});

// The real English texts of every namespace, without the http backend.
const bundles = import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const resources = Object.fromEntries(
  Object.entries(bundles).map(([path, bundle]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), bundle]),
);
void i18n.use(initReactI18next).init({
  ...sharedOptions,
  lng: 'en',
  ns: Object.keys(resources),
  resources: { en: resources },
  initAsync: false,
  react: { useSuspense: false },
});

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  // The runtime configuration is read once per page: each test answers it anew.
  forgetRuntimeConfig();
});

afterAll(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.localStorage.clear();
  window.sessionStorage.clear();
  onlineManager.setOnline(true);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  for (const { name } of Array.from(document.documentElement.attributes))
    document.documentElement.removeAttribute(name);
  for (const [name, value] of pristine.html) document.documentElement.setAttribute(name, value);
  document.head.innerHTML = pristine.head;
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});
