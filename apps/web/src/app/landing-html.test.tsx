import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nWithTexts } from '../lib/i18n';
import { renderLandingHtml, type LandingTexts } from './landing-html';
import { LandingRoot } from './landing-root';

// The Welsh texts of the landing page's namespaces, as the build reads them from public/locales.
const bundles = import.meta.glob<Record<string, unknown>>('../../public/locales/cy/{common,errors,landing}.json', {
  eager: true,
  import: 'default',
});
const welsh = Object.fromEntries(
  Object.entries(bundles).map(([path, bundle]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), bundle]),
) as LandingTexts;
const landingText = welsh.landing as { intro: string; cta: { login: string; help: string } };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('root')?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the landing page drawn at build time', () => {
  it('is the page a signed-out visitor first sees, in Welsh: sign-in offered, help waiting for the configuration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderLandingHtml('cy', welsh);
    expect(container.querySelector('h1')?.textContent).toBe('MyWRU');
    expect(container.textContent).toContain(landingText.intro);
    const buttons = Array.from(container.querySelectorAll('button'), (button) => ({
      text: button.textContent,
      disabled: button.disabled,
    }));
    expect(buttons).toContainEqual({ text: landingText.cta.login, disabled: false });
    expect(buttons).toContainEqual({ text: landingText.cta.help, disabled: true });
    expect(container.querySelector('[aria-pressed="true"]')?.getAttribute('lang')).toBe('cy');
    expect(container.textContent).toContain(`© ${new Date().getFullYear()}`);
  });

  it('starts sign-in and changes language from its forms before any script has run', () => {
    const container = document.createElement('div');
    container.innerHTML = renderLandingHtml('cy', welsh);
    const buttonNamed = (text: string) =>
      Array.from(container.querySelectorAll('button')).find((button) => button.textContent === text);
    // The sign-in button submits GET /auth/login?returnTo=%2Fdashboard, the address login() goes to.
    const login = buttonNamed(landingText.cta.login);
    expect(login?.type).toBe('submit');
    const loginForm = login?.form;
    expect(loginForm?.getAttribute('action')).toBe('/auth/login');
    expect(loginForm?.method).toBe('get');
    expect(new URLSearchParams([...new FormData(loginForm ?? undefined)] as string[][]).toString()).toBe(
      'returnTo=%2Fdashboard',
    );
    // 'English' submits GET /?lng=en: the server sends the landing page in English.
    const english = container.querySelector<HTMLButtonElement>('button[lang="en"]');
    expect(english?.form?.getAttribute('action')).toBe('/');
    expect(english?.form?.method).toBe('get');
    expect([english?.type, english?.name, english?.value]).toEqual(['submit', 'lng', 'en']);
  });

  it('is hydrated by the browser without a mismatch, keeping the elements it drew', async () => {
    // The session and the runtime configuration have not answered yet, as when the page starts.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.id = 'root';
    container.dataset.prerenderedLang = 'cy';
    container.dataset.prerenderedYear = String(new Date().getFullYear());
    container.innerHTML = renderLandingHtml('cy', welsh);
    document.body.append(container);
    const heading = container.querySelector('h1');
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <I18nextProvider i18n={i18nWithTexts('cy', welsh)}>
            <LandingRoot />
          </I18nextProvider>
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain(landingText.intro);
  });

  it('shows the year of the HTML while hydrating, then this year', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const recoverable: unknown[] = [];
    const container = document.createElement('div');
    container.id = 'root';
    container.dataset.prerenderedYear = '2001';
    // The markup as made in 2001: the year is the only difference.
    const year = String(new Date().getFullYear());
    container.innerHTML = renderLandingHtml('cy', welsh).replace(`© ${year}`, '© 2001');
    document.body.append(container);

    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nextProvider i18n={i18nWithTexts('cy', welsh)}>
          <LandingRoot />
        </I18nextProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(container.querySelector('footer')?.textContent).toContain(`© ${year}`);
  });
});
