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
 *
 * The landing page's own modules stay out, but some of what they import by name from elsewhere (Mantine's
 * List and Badge, an icon, the season rules) the signed-in pages import too. Left to the automatic
 * splitting, each of those was a small chunk of its own that the landing page loaded (decision 035,
 * twenty-seventh round). So the set also takes each module that declares a name both the landing page's
 * modules and another of the app's modules import, found by following the modules that pass the name on
 * (a package's index, a folder's index); Rolldown adds what it imports. What only the landing page
 * imports (the tagline's pause and play icons) stays with the landing page.
 */
import { dirname } from 'node:path';
import { parseAst, type Plugin, type Rolldown } from 'vite';

/** The module ids, relative to the web app's folder, that begin each part of the graph. */
export const LANDING_ROOT_MODULE = '/src/app/landing-root.tsx';
export const ENTRY_MODULE = '/src/main.tsx';
/** The landing page's own modules: only `/` draws them, so they stay out of the shared chunk. */
export const LANDING_FEATURE = /[\\/]src[\\/]features[\\/]landing[\\/]/;
/** The app's own source and the shared package's, whose imports by name are read. */
const APP_SOURCE = /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/][^?]*\.tsx?(\?|$)/;
/** A package's module (see the comment at the top). */
const PACKAGE = /[\\/]node_modules[\\/]/;

export interface ModuleGraph {
  ids: Iterable<string>;
  /** The ids a module imports statically. */
  importedIds: (id: string) => readonly string[];
  /** The modules that declare what an app's module imports by name (see `declaringModule`). */
  declarationsImported: (id: string) => readonly string[];
}

/** What a module exports: the names it declares, and those it passes on from other modules, by specifier. */
export interface ModuleExports {
  declared: ReadonlySet<string>;
  /** An exported name, and the module (its specifier) and name it is that module's export of. */
  passedOn: ReadonlyMap<string, { from: string; name: string }>;
  /** The modules (their specifiers) all of whose exports it passes on (`export * from`). */
  passedOnAll: readonly string[];
}

/** What `declaringModule` reads of the build: a module's exports, and the id a specifier names. */
export interface ExportsGraph {
  exportsOf: (id: string) => ModuleExports | undefined;
  resolve: (specifier: string, importer: string) => Promise<string | undefined>;
}

/**
 * The module that declares the export `name` of `id`, found by following the modules that pass it on;
 * undefined when none declares it (a CommonJS module's exports are not known by name).
 */
export async function declaringModule(
  graph: ExportsGraph,
  id: string,
  name: string,
  seen = new Set<string>(),
): Promise<string | undefined> {
  if (seen.has(`${id}#${name}`)) return undefined;
  seen.add(`${id}#${name}`);
  const exports = graph.exportsOf(id);
  if (!exports) return undefined;
  if (exports.declared.has(name)) return id;
  const passed = exports.passedOn.get(name);
  if (passed) {
    const from = await graph.resolve(passed.from, id);
    return from ? declaringModule(graph, from, passed.name, seen) : undefined;
  }
  for (const specifier of exports.passedOnAll) {
    const from = await graph.resolve(specifier, id);
    const found = from ? await declaringModule(graph, from, name, seen) : undefined;
    if (found) return found;
  }
  return undefined;
}

type Program = ReturnType<typeof parseAst>;

/** The names a module imports by name, by the specifier of the module they come from. */
export function namedImportsOf(program: Program): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const names = imports.get(statement.source.value) ?? [];
      names.push(exportName(specifier.imported));
      imports.set(statement.source.value, names);
    }
  }
  return imports;
}

function exportName(name: { type: 'Identifier'; name: string } | { type: 'Literal'; value: unknown }): string {
  return name.type === 'Identifier' ? name.name : String(name.value);
}

/** What a module exports (see `ModuleExports`), with the specifiers of the modules it passes exports on from. */
export function exportsOf(program: Program): ModuleExports {
  const imported = new Map<string, { from: string; name: string }>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier') {
        imported.set(specifier.local.name, { from: statement.source.value, name: exportName(specifier.imported) });
      } else if (specifier.type === 'ImportDefaultSpecifier') {
        imported.set(specifier.local.name, { from: statement.source.value, name: 'default' });
      }
    }
  }
  const declared = new Set<string>();
  const passedOn = new Map<string, { from: string; name: string }>();
  const passedOnAll: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') declared.add('default');
    if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) passedOn.set(exportName(statement.exported), { from: statement.source.value, name: '*' });
      else passedOnAll.push(statement.source.value);
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.declaration) {
      const declaration = statement.declaration;
      if ('id' in declaration && declaration.id && declaration.id.type === 'Identifier')
        declared.add(declaration.id.name);
      if (declaration.type === 'VariableDeclaration') {
        for (const variable of declaration.declarations) {
          if (variable.id.type === 'Identifier') declared.add(variable.id.name);
        }
      }
    }
    for (const specifier of statement.specifiers) {
      const exported = exportName(specifier.exported);
      const local = exportName(specifier.local);
      const from = statement.source ? { from: statement.source.value, name: local } : imported.get(local);
      if (from) passedOn.set(exported, from);
      else declared.add(exported);
    }
  }
  return { declared, passedOn, passedOnAll };
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
  // What the app's modules other than the landing page's import by name: the signed-in pages' share.
  const usedElsewhere = new Set<string>();
  for (const id of ids) {
    if (id !== landingRoot && !LANDING_FEATURE.test(id)) {
      for (const declaring of graph.declarationsImported(id)) usedElsewhere.add(declaring);
    }
  }
  const shared = new Set<string>();
  // Not through packages: an app module a package reaches is one a build plugin put in the package's
  // place (scroll-area-merge-refs.ts, table-scroll-area.ts), which stays with the package's code.
  for (const id of staticClosure(graph, landingRoot, (id) => !PACKAGE.test(id))) {
    if (id !== landingRoot && !LANDING_FEATURE.test(id) && !PACKAGE.test(id) && !inEntry.has(id)) shared.add(id);
    if (!LANDING_FEATURE.test(id)) continue;
    for (const declaring of graph.declarationsImported(id)) {
      if (usedElsewhere.has(declaring)) shared.add(declaring);
    }
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
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const programs = new Map<string, Program | undefined>();
      const parsed = (id: string) => {
        if (!programs.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          const lang = /\.tsx?$/.test(id.split('?')[0] ?? id) ? 'tsx' : 'js';
          programs.set(id, code ? parseAst(code, { lang }) : undefined);
        }
        return programs.get(id);
      };
      const exports = new Map<string, ModuleExports | undefined>();
      // A specifier names the same module from every module of one folder.
      const resolutions = new Map<string, Promise<string | undefined>>();
      const graph: ExportsGraph = {
        exportsOf: (id) => {
          if (!exports.has(id)) {
            const program = parsed(id);
            exports.set(id, program && exportsOf(program));
          }
          return exports.get(id);
        },
        resolve: (specifier, importer) => {
          const key = `${specifier}\n${dirname(importer)}`;
          let resolution = resolutions.get(key);
          if (!resolution) {
            resolution = this.resolve(specifier, importer).then((module) =>
              module && !module.external ? module.id : undefined,
            );
            resolutions.set(key, resolution);
          }
          return resolution;
        },
      };
      /** The modules that declare what `id` imports by name, of the names `only` holds when given. */
      const declarationsOf = async (id: string, only?: ReadonlySet<string>) => {
        const program = parsed(id);
        if (!program) return [];
        const imports = [...namedImportsOf(program)].map(async ([specifier, names]) => {
          const wanted = only ? names.filter((name) => only.has(name)) : names;
          const from = wanted.length > 0 ? await graph.resolve(specifier, id) : undefined;
          return from ? Promise.all(wanted.map((name) => declaringModule(graph, from, name))) : [];
        });
        return (await Promise.all(imports)).flat().filter((declaring) => declaring !== undefined);
      };
      // The landing page's modules first; of the others', only the names the landing page's import.
      const appModules = ids.filter((id) => APP_SOURCE.test(id) && !PACKAGE.test(id));
      const declarations = new Map<string, string[]>();
      const landingNames = new Set<string>();
      for (const id of appModules.filter((id) => LANDING_FEATURE.test(id))) {
        declarations.set(id, await declarationsOf(id));
        const program = parsed(id);
        for (const names of program ? namedImportsOf(program).values() : [])
          names.forEach((name) => landingNames.add(name));
      }
      await Promise.all(
        appModules
          .filter((id) => !LANDING_FEATURE.test(id))
          .map(async (id) => declarations.set(id, await declarationsOf(id, landingNames))),
      );
      shared = landingSharedModules(
        {
          ids,
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          declarationsImported: (id) => declarations.get(id) ?? [],
        },
        root,
      );
    },
  };
  return { plugin, group: { name: 'landing-shared', test: (id) => shared.has(id) } };
}
