import { describe, expect, it } from 'vitest';
import { landingSharedModules, type ModuleGraph } from './landing-shared-chunk';

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

const graph: ModuleGraph = {
  ids: new Set([...Object.keys(imports), ...Object.values(imports).flat()]),
  importedIds: (id) => imports[id] ?? [],
};

describe("the landing page's shared chunk", () => {
  it("takes the app's modules the landing root imports, with what they import", () => {
    expect([...landingSharedModules(graph, ROOT)].sort()).toEqual([
      // Reached through a module the landing page's own (left out) imports: still the landing root's graph.
      `${ROOT}/src/app/error-screen.tsx`,
      `${ROOT}/src/app/page-providers.tsx`,
      `${ROOT}/src/components/brand-mark.tsx`,
      `${ROOT}/src/lib/theme.ts`,
      '/repo/packages/shared/src/people/language-codes.ts',
    ]);
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
    const renamed: ModuleGraph = { ids: [`${ROOT}/src/main.tsx`], importedIds: () => [] };
    expect(() => landingSharedModules(renamed, ROOT)).toThrow(/landing-root\.tsx/);
  });
});
