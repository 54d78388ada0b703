/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll for one class name
 * (`RemoveScroll.classNames.zeroRight`), so every signed-in page's first load had RemoveScroll with
 * its side car, tslib and the scroll bar's styles (about 4 kB gzip), which only an open Modal uses; and
 * the frame's chunk of it took a hook the AppShell needs, so the page loaded it whole. This plugin
 * resolves those three imports to app-shell-remove-scroll.ts, the same class names from
 * react-remove-scroll-bar's constants; every other importer (Modal) still gets react-remove-scroll
 * itself. Like table-without-scroll-area.ts, chosen over patching node_modules (decision 035).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceImport } from './replace-import';

/** Mantine's AppShell header, footer and aside modules, the importers whose react-remove-scroll is replaced. */
export const APP_SHELL_SECTION_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/;

/** How they import it. */
export const REMOVE_SCROLL_IMPORT = 'react-remove-scroll';

/** The module that import resolves to. */
export const APP_SHELL_REMOVE_SCROLL = join(dirname(fileURLToPath(import.meta.url)), 'app-shell-remove-scroll.ts');

export function appShellWithoutRemoveScroll(): Plugin {
  return replaceImport({
    name: 'mywru-app-shell-without-remove-scroll',
    importer: APP_SHELL_SECTION_MODULE,
    source: REMOVE_SCROLL_IMPORT,
    replacement: APP_SHELL_REMOVE_SCROLL,
  });
}
