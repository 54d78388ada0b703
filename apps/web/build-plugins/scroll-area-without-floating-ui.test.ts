import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SCROLL_AREA_MERGE_REFS,
  SCROLL_AREA_MODULE,
  scrollAreaWithoutFloatingUi,
} from './scroll-area-without-floating-ui';

/** The installed Mantine's ScrollArea module, as the build reads it (beside the CommonJS entry's folder). */
const mantineCore = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const scrollAreaModule = join(mantineCore, 'esm/components/ScrollArea/ScrollArea.mjs');
const popoverModule = join(mantineCore, 'esm/components/Popover/use-popover.mjs');

/** The plugin's resolveId hook, called as the bundler calls it. */
function resolve(source: string, importer: string | undefined): unknown {
  const hook = scrollAreaWithoutFloatingUi().resolveId as (source: string, importer: string | undefined) => unknown;
  return hook(source, importer);
}

describe('scrollAreaWithoutFloatingUi', () => {
  it("resolves ScrollArea's import of Floating UI to the merge-refs hook, and leaves every other import alone", () => {
    expect(resolve('@floating-ui/react', scrollAreaModule)).toBe(SCROLL_AREA_MERGE_REFS);
    expect(resolve('@floating-ui/react', popoverModule)).toBeNull();
    expect(resolve('@mantine/hooks', scrollAreaModule)).toBeNull();
    expect(resolve('@floating-ui/react', undefined)).toBeNull();
  });

  it('matches the installed Mantine, whose ScrollArea takes only useMergeRefs from Floating UI', () => {
    expect(scrollAreaModule).toMatch(SCROLL_AREA_MODULE);
    const floatingImports = readFileSync(scrollAreaModule, 'utf8')
      .split('\n')
      .filter((line) => line.includes('@floating-ui/'));
    expect(floatingImports).toEqual(['import { useMergeRefs } from "@floating-ui/react";']);
  });
});
