import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { sharedOptions } from '../lib/i18n';

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
});
