/**
 * Mantine's ScrollArea imports one hook from Floating UI (`useMergeRefs`, to merge its viewport's
 * refs), and Modal draws a ScrollArea: so a page that draws a Modal or a ScrollArea loaded the whole
 * Floating UI chunk (about 17 kB gzip), though only Popover's components (Select, Combobox, Menu,
 * Tooltip, the date pickers) use the rest of it. Rollup cannot leave the rest out, since those
 * components import the same module. This plugin resolves ScrollArea's import of `@floating-ui/react`
 * to scroll-area-merge-refs.ts, the same hook on Mantine's own `useMergedRef`; every other importer
 * of Floating UI gets Floating UI. Chosen over patching node_modules, which the project does not do.
 * Should ScrollArea import anything else from Floating UI, the build fails on the missing export.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceImport } from './replace-import';

/** Mantine's ScrollArea module, the one importer whose Floating UI import is replaced. */
export const SCROLL_AREA_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/** The module ScrollArea's `@floating-ui/react` import resolves to. */
export const SCROLL_AREA_MERGE_REFS = join(dirname(fileURLToPath(import.meta.url)), 'scroll-area-merge-refs.ts');

export function scrollAreaWithoutFloatingUi(): Plugin {
  return replaceImport({
    name: 'mywru-scroll-area-without-floating-ui',
    importer: SCROLL_AREA_MODULE,
    source: '@floating-ui/react',
    replacement: SCROLL_AREA_MERGE_REFS,
  });
}
