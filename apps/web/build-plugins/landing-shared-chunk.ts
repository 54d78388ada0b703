/**
 * One chunk for what the landing page's root shares with the signed-in pages (decision 035,
 * thirteenth round). The landing root's modules (Mantine's core and the components it draws, the
 * providers, the language switcher, the runtime configuration...) are imported by the signed-in pages
 * in many different combinations, so Rolldown's automatic splitting cut them into about twenty small
 * chunks, each compressed on its own: the landing page paid for the files as well as the code.
 *
 * This plugin finds those modules from the build's own module graph, so the rule cannot go stale: the
 * app's own modules among the landing root's static imports, recursively, less the landing root
 * itself, the landing page's own modules (`src/features/landing/`, which only `/` draws) and what the
 * entry (main.tsx) imports statically, and not through packages. Packages are not captured by name: a package's index re-exports
 * every module of it, so a closure through `@mantine/core` would take every component. Rolldown adds
 * the package code the captured modules really use (the group's `includeDependenciesRecursively`,
 * its default), and with it React, i18next and the session check that main.tsx shares with them: so
 * the entry's chunk imports this one, and every page loads it as it starts (every page draws with
 * Mantine's core, the providers and the texts anyway). `group` is the code-splitting group; its test
 * reads the set this plugin fills once the graph is complete (`buildEnd`), before Rolldown cuts chunks.
 */
import type { Plugin, Rolldown } from 'vite';

/** The module ids, relative to the web app's folder, that begin each part of the graph. */
export const LANDING_ROOT_MODULE = '/src/app/landing-root.tsx';
export const ENTRY_MODULE = '/src/main.tsx';
/** The landing page's own modules: only `/` draws them, so they stay out of the shared chunk. */
export const LANDING_FEATURE = /[\\/]src[\\/]features[\\/]landing[\\/]/;
/** A package's module (see the comment at the top). */
const PACKAGE = /[\\/]node_modules[\\/]/;

export interface ModuleGraph {
  ids: Iterable<string>;
  /** The ids a module imports statically. */
  importedIds: (id: string) => readonly string[];
}

/** Every module reachable from `start` by static imports, `start` included; `through` says which are walked through. */
function staticClosure(graph: ModuleGraph, start: string, through: (id: string) => boolean = () => true): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (through(id)) pending.push(...graph.importedIds(id));
  }
  return seen;
}

/** The modules of the shared chunk: see the comment at the top. */
export function landingSharedModules(graph: ModuleGraph, root: string): Set<string> {
  const ids = [...graph.ids];
  const landingRoot = ids.find((id) => id.split('?')[0] === `${root}${LANDING_ROOT_MODULE}`);
  const entry = ids.find((id) => id.split('?')[0] === `${root}${ENTRY_MODULE}`);
  if (!landingRoot || !entry) {
    throw new Error(`The build has no ${LANDING_ROOT_MODULE} or ${ENTRY_MODULE}: are they renamed?`);
  }
  const inEntry = staticClosure(graph, entry);
  const shared = new Set<string>();
  // Not through packages: an app module a package reaches is one a build plugin put in the package's
  // place (scroll-area-merge-refs.ts, table-scroll-area.ts), which stays with the package's code.
  for (const id of staticClosure(graph, landingRoot, (id) => !PACKAGE.test(id))) {
    if (id !== landingRoot && !LANDING_FEATURE.test(id) && !PACKAGE.test(id) && !inEntry.has(id)) shared.add(id);
  }
  return shared;
}

export function landingSharedChunk(): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let shared = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: 'mywru-landing-shared-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      shared = landingSharedModules(
        { ids: this.getModuleIds(), importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] },
        root,
      );
    },
  };
  return { plugin, group: { name: 'landing-shared', test: (id) => shared.has(id) } };
}
