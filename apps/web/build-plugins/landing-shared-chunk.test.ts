import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import {
  declaringModule,
  exportsOf,
  landingSharedModules,
  namedImportsOf,
  type ExportsGraph,
  type ModuleGraph,
} from './landing-shared-chunk';

const ROOT = '/repo/apps/web';

// A module graph in small: ids and the ids each imports statically.
const imports: Record<string, string[]> = {
  [`${ROOT}/src/main.tsx`]: [`${ROOT}/src/lib/auth.tsx`, '/repo/node_modules/react/index.js'],
  [`${ROOT}/src/lib/auth.tsx`]: ['/repo/packages/shared/src/accounts/return-to.ts'],
  [`${ROOT}/src/app/landing-root.tsx`]: [
    `${ROOT}/src/features/landing/landing-page.tsx`,
    `${ROOT}/src/app/page-providers.tsx`,
    `${ROOT}/src/app/error-screen.tsx`,
  ],
  [`${ROOT}/src/features/landing/landing-page.tsx`]: [
    `${ROOT}/src/features/landing/roadmap.tsx`,
    `${ROOT}/src/components/brand-mark.tsx`,
    '/repo/node_modules/@mantine/core/esm/index.mjs',
  ],
  [`${ROOT}/src/app/page-providers.tsx`]: [
    `${ROOT}/src/lib/auth.tsx`,
    `${ROOT}/src/lib/theme.ts`,
    '/repo/node_modules/@mantine/core/esm/index.mjs',
  ],
  [`${ROOT}/src/lib/theme.ts`]: ['/repo/packages/shared/src/people/language-codes.ts'],
  '/repo/node_modules/@mantine/core/esm/index.mjs': [
    '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs',
    '/repo/node_modules/@mantine/core/esm/components/Select/Select.mjs',
    '/repo/node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs',
  ],
  // A build plugin's module in a package's place.
  '/repo/node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs': [
    `${ROOT}/build-plugins/table-scroll-area.ts`,
  ],
  // Only a signed-in page imports this one.
  [`${ROOT}/src/app/app.tsx`]: [`${ROOT}/src/app/page-providers.tsx`, `${ROOT}/src/app/app-layout.tsx`],
};

const BADGE = '/repo/node_modules/@mantine/core/esm/components/Badge/Badge.mjs';
const ICON_PLAY = '/repo/node_modules/@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
const SEASON = '/repo/packages/shared/src/seasons/season.ts';

// The modules that declare what each module imports by name.
const declarations: Record<string, string[]> = {
  // The landing page imports Badge, a play icon and the season rules by name...
  [`${ROOT}/src/features/landing/landing-page.tsx`]: [BADGE, ICON_PLAY],
  [`${ROOT}/src/features/landing/roadmap.tsx`]: [SEASON],
  // ...and a signed-in page Badge and the season rules, but not the icon.
  [`${ROOT}/src/app/app-layout.tsx`]: [BADGE, SEASON],
};

const graph: ModuleGraph = {
  ids: new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.keys(declarations)]),
  importedIds: (id) => imports[id] ?? [],
  declarationsImported: (id) => declarations[id] ?? [],
};

describe("the landing page's shared chunk", () => {
  it("takes the app's modules the landing root imports, with what they import", () => {
    expect([...landingSharedModules(graph, ROOT)].sort()).toEqual(
      [
        // Reached through a module the landing page's own (left out) imports: still the landing root's graph.
        `${ROOT}/src/app/error-screen.tsx`,
        `${ROOT}/src/app/page-providers.tsx`,
        `${ROOT}/src/components/brand-mark.tsx`,
        `${ROOT}/src/lib/theme.ts`,
        BADGE,
        SEASON,
        '/repo/packages/shared/src/people/language-codes.ts',
      ].sort(),
    );
  });

  it("takes what the landing page's modules import by name only when another of the app's modules imports it too", () => {
    const shared = landingSharedModules(graph, ROOT);
    expect(shared.has(BADGE)).toBe(true);
    expect(shared.has(SEASON)).toBe(true);
    expect(shared.has(ICON_PLAY)).toBe(false);
  });

  it("leaves out the landing root, the landing page's own modules, the entry's, the packages' and what a package imports", () => {
    const shared = landingSharedModules(graph, ROOT);
    expect(shared.has(`${ROOT}/src/app/landing-root.tsx`)).toBe(false);
    expect(shared.has(`${ROOT}/src/features/landing/landing-page.tsx`)).toBe(false);
    expect(shared.has(`${ROOT}/src/features/landing/roadmap.tsx`)).toBe(false);
    expect(shared.has(`${ROOT}/src/lib/auth.tsx`)).toBe(false);
    expect(shared.has('/repo/packages/shared/src/accounts/return-to.ts')).toBe(false);
    expect(shared.has('/repo/node_modules/@mantine/core/esm/components/Select/Select.mjs')).toBe(false);
    expect(shared.has(`${ROOT}/src/app/app-layout.tsx`)).toBe(false);
    expect(shared.has(`${ROOT}/build-plugins/table-scroll-area.ts`)).toBe(false);
  });

  it('says so when the landing root or the entry is not in the build', () => {
    const renamed: ModuleGraph = {
      ids: [`${ROOT}/src/main.tsx`],
      importedIds: () => [],
      declarationsImported: () => [],
    };
    expect(() => landingSharedModules(renamed, ROOT)).toThrow(/landing-root\.tsx/);
  });
});

describe('the module that declares a name', () => {
  // A package's index that imports then exports, a folder's index passing on everything, and a renamed default.
  const sources: Record<string, string> = {
    '/core/index.mjs': [
      'import { Badge } from "./components/Badge/Badge.mjs";',
      'import { transitions } from "./components/Transition/transitions.mjs";',
      'export { Badge, transitions as MANTINE_TRANSITIONS };',
      'export * from "./hooks/index.mjs";',
      'export const version = "1";',
    ].join('\n'),
    '/core/components/Badge/Badge.mjs':
      'import { factory } from "../../factory.mjs";\nconst Badge = factory();\nexport { Badge };',
    '/core/components/Transition/transitions.mjs': 'export const transitions = {};',
    '/core/hooks/index.mjs': 'export * from "./use-id.mjs";\nexport * from "./use-ref.mjs";',
    '/core/hooks/use-id.mjs': 'export function useId() {}',
    '/core/hooks/use-ref.mjs': 'export function useRef() {}',
    '/icons/index.mjs': 'export { default as IconCheck } from "./icons/IconCheck.mjs";',
    '/icons/icons/IconCheck.mjs': 'const IconCheck = () => null;\nexport default IconCheck;',
    '/cjs/index.js': 'module.exports = require("./react.js");',
  };
  const exportsGraph: ExportsGraph = {
    exportsOf: (id) => (sources[id] === undefined ? undefined : exportsOf(parseAst(sources[id]))),
    resolve: async (specifier, importer) =>
      specifier.startsWith('.') ? new URL(specifier, `file://${importer}`).pathname : undefined,
  };

  it('follows an import that is exported, a renamed export and everything a folder passes on', async () => {
    expect(await declaringModule(exportsGraph, '/core/index.mjs', 'Badge')).toBe('/core/components/Badge/Badge.mjs');
    expect(await declaringModule(exportsGraph, '/core/index.mjs', 'MANTINE_TRANSITIONS')).toBe(
      '/core/components/Transition/transitions.mjs',
    );
    expect(await declaringModule(exportsGraph, '/core/index.mjs', 'useRef')).toBe('/core/hooks/use-ref.mjs');
    expect(await declaringModule(exportsGraph, '/core/index.mjs', 'version')).toBe('/core/index.mjs');
    expect(await declaringModule(exportsGraph, '/icons/index.mjs', 'IconCheck')).toBe('/icons/icons/IconCheck.mjs');
  });

  it('finds none for a name nothing exports, or a CommonJS module', async () => {
    expect(await declaringModule(exportsGraph, '/core/index.mjs', 'Modal')).toBeUndefined();
    expect(await declaringModule(exportsGraph, '/cjs/index.js', 'useState')).toBeUndefined();
  });

  it("reads a module's imports by name, leaving out types, defaults and namespaces", () => {
    const program = parseAst(
      [
        "import { Badge, List as MantineList } from '@mantine/core';",
        "import { type Person, useQuery } from './query';",
        "import type { Season } from '@mywru/shared';",
        "import classes from './landing.module.css';",
        "import * as all from './all';",
      ].join('\n'),
      { lang: 'tsx' },
    );
    expect([...namedImportsOf(program)]).toEqual([
      ['@mantine/core', ['Badge', 'List']],
      ['./query', ['useQuery']],
    ]);
  });
});
