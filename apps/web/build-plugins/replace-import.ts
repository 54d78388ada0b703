/**
 * The one way the build swaps a library's import for a module of ours: `source`, imported by a
 * module whose path matches `importer`, resolves to `replacement`; that import anywhere else, and
 * every other import, resolves as usual. Used where a Mantine module imports a whole library for a
 * small part of it (scroll-area-without-floating-ui.ts, table-without-scroll-area.ts,
 * app-shell-without-remove-scroll.ts); chosen over patching node_modules, which the project does not
 * do (decision 035).
 */
import type { Plugin } from 'vite';

export interface ImportReplacement {
  /** The plugin's name, as the bundler reports it. */
  name: string;
  /** The importing modules, by their path (a query such as `?v=1` after it is ignored). */
  importer: RegExp;
  /** The import as those modules write it. */
  source: string;
  /** The absolute path of the module it resolves to. */
  replacement: string;
}

export function replaceImport({ name, importer, source, replacement }: ImportReplacement): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(imported, importedBy) {
      if (imported === source && importedBy && importer.test(importedBy.split('?')[0]!)) return replacement;
      return null;
    },
  };
}
