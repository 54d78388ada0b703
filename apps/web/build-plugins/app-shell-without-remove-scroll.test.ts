import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RemoveScroll as LibraryRemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './app-shell-remove-scroll';
import {
  APP_SHELL_REMOVE_SCROLL,
  APP_SHELL_SECTION_MODULE,
  REMOVE_SCROLL_IMPORT,
  appShellWithoutRemoveScroll,
} from './app-shell-without-remove-scroll';

/** The installed Mantine's modules, as the build reads them (beside the CommonJS entry's folder). */
const mantineCore = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const sectionModules = ['Header', 'Footer', 'Aside'].map((section) =>
  join(mantineCore, `esm/components/AppShell/AppShell${section}/AppShell${section}.mjs`),
);
const modalBaseModule = join(mantineCore, 'esm/components/ModalBase/ModalBase.mjs');

/** The plugin's resolveId hook, called as the bundler calls it. */
function resolve(source: string, importer: string | undefined): unknown {
  const hook = appShellWithoutRemoveScroll().resolveId as (source: string, importer: string | undefined) => unknown;
  return hook(source, importer);
}

describe('appShellWithoutRemoveScroll', () => {
  it("resolves the AppShell header's, footer's and aside's import of react-remove-scroll to its class names, and leaves every other import alone", () => {
    for (const module of sectionModules) {
      expect(resolve(REMOVE_SCROLL_IMPORT, module)).toBe(APP_SHELL_REMOVE_SCROLL);
      expect(resolve(REMOVE_SCROLL_IMPORT, `${module}?v=1`)).toBe(APP_SHELL_REMOVE_SCROLL);
      expect(resolve('../../../core/Box/Box.mjs', module)).toBeNull();
    }
    expect(resolve(REMOVE_SCROLL_IMPORT, modalBaseModule)).toBeNull();
    expect(resolve(REMOVE_SCROLL_IMPORT, join(mantineCore, 'esm/components/AppShell/AppShell.mjs'))).toBeNull();
    expect(resolve(REMOVE_SCROLL_IMPORT, undefined)).toBeNull();
  });

  it('matches the installed Mantine, whose AppShell sections import RemoveScroll only for its class names', () => {
    for (const module of sectionModules) {
      expect(module).toMatch(APP_SHELL_SECTION_MODULE);
      const lines = readFileSync(module, 'utf8')
        .split('\n')
        .filter((line) => line.includes('RemoveScroll'));
      expect(lines[0]).toBe(`import { RemoveScroll } from "${REMOVE_SCROLL_IMPORT}";`);
      // Every other use reads a class name; nothing draws RemoveScroll.
      const uses =
        lines
          .slice(1)
          .join('\n')
          .match(/RemoveScroll\S*/g) ?? [];
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use).toMatch(/^RemoveScroll\.classNames\.(zeroRight|fullWidth)\b/);
    }
  });

  it("gives react-remove-scroll's own class names, which an open Modal's RemoveScroll styles", () => {
    expect(RemoveScroll.classNames).toEqual(LibraryRemoveScroll.classNames);
  });
});
