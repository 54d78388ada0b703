/**
 * Mantine's Table imports its ScrollContainer statically (`Table.ScrollContainer`), and the
 * ScrollContainer imports ScrollArea: so every page that draws a Table loaded ScrollArea (about 5 kB
 * gzip), though the portal scrolls its wide tables with `components/table-scroll-region.tsx` and never
 * draws `Table.ScrollContainer`. This plugin resolves the ScrollContainer's import of ScrollArea to
 * table-scroll-area.ts, a ScrollArea that loads Mantine's own the first time one is drawn; every
 * other importer (Modal, Combobox) still gets ScrollArea itself. Like scroll-area-without-floating-ui.ts,
 * chosen over patching node_modules, which the project does not do (decision 035).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceImport } from './replace-import';

/** Mantine's Table.ScrollContainer module, the one importer whose ScrollArea import is replaced. */
export const TABLE_SCROLL_CONTAINER_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;

/** How the ScrollContainer imports ScrollArea. */
export const SCROLL_AREA_IMPORT = '../ScrollArea/ScrollArea.mjs';

/** The module that import resolves to. */
export const TABLE_SCROLL_AREA = join(dirname(fileURLToPath(import.meta.url)), 'table-scroll-area.ts');

export function tableWithoutScrollArea(): Plugin {
  return replaceImport({
    name: 'mywru-table-without-scroll-area',
    importer: TABLE_SCROLL_CONTAINER_MODULE,
    source: SCROLL_AREA_IMPORT,
    replacement: TABLE_SCROLL_AREA,
  });
}
