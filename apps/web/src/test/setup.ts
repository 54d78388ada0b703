import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import account from '../../public/locales/en/account.json';
import common from '../../public/locales/en/common.json';
import dashboard from '../../public/locales/en/dashboard.json';
import landing from '../../public/locales/en/landing.json';
import onboarding from '../../public/locales/en/onboarding.json';
import profile from '../../public/locales/en/profile.json';
import support from '../../public/locales/en/support.json';
import organisation from '../../public/locales/en/organisation.json';
import organisationApplications from '../../public/locales/en/organisation-applications.json';
import organisationPeople from '../../public/locales/en/organisation-people.json';
import organisationTeams from '../../public/locales/en/organisation-teams.json';
import union from '../../public/locales/en/union.json';
import unionWorkQueue from '../../public/locales/en/union-work-queue.json';
import unionOrganisations from '../../public/locales/en/union-organisations.json';
import unionPeople from '../../public/locales/en/union-people.json';
import unionRoles from '../../public/locales/en/union-roles.json';
import unionAuditLog from '../../public/locales/en/union-audit-log.json';
import unionOutbox from '../../public/locales/en/union-outbox.json';
import { sharedOptions } from '../lib/i18n';

// The real English texts, without the http backend.
void i18n.use(initReactI18next).init({
  ...sharedOptions,
  lng: 'en',
  ns: ['common', 'landing', 'dashboard', 'account', 'profile', 'onboarding', 'support'],
  resources: { en: { common, landing, dashboard, account, profile, onboarding, support } },
  initAsync: false,
  react: { useSuspense: false },
});
// Organisation administration texts.
i18n.addResourceBundle('en', 'organisation', organisation);
i18n.addResourceBundle('en', 'organisation-applications', organisationApplications);
i18n.addResourceBundle('en', 'organisation-people', organisationPeople);
i18n.addResourceBundle('en', 'organisation-teams', organisationTeams);
// Union back-office texts.
i18n.addResourceBundle('en', 'union', union);
i18n.addResourceBundle('en', 'union-work-queue', unionWorkQueue);
i18n.addResourceBundle('en', 'union-organisations', unionOrganisations);
i18n.addResourceBundle('en', 'union-people', unionPeople);
i18n.addResourceBundle('en', 'union-roles', unionRoles);
i18n.addResourceBundle('en', 'union-audit-log', unionAuditLog);
i18n.addResourceBundle('en', 'union-outbox', unionOutbox);

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
