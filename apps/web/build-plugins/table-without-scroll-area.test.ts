import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './table-scroll-area';
import {
  SCROLL_AREA_IMPORT,
  TABLE_SCROLL_AREA,
  TABLE_SCROLL_CONTAINER_MODULE,
  tableWithoutScrollArea,
} from './table-without-scroll-area';

/** The installed Mantine's modules, as the build reads them (beside the CommonJS entry's folder). */
const mantineCore = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const scrollContainerModule = join(mantineCore, 'esm/components/Table/TableScrollContainer.mjs');
const modalModule = join(mantineCore, 'esm/components/Modal/ModalRoot.mjs');

/** The plugin's resolveId hook, called as the bundler calls it. */
function resolve(source: string, importer: string | undefined): unknown {
  const hook = tableWithoutScrollArea().resolveId as (source: string, importer: string | undefined) => unknown;
  return hook(source, importer);
}

describe('tableWithoutScrollArea', () => {
  it("resolves Table.ScrollContainer's import of ScrollArea to the one loaded when drawn, and leaves every other import alone", () => {
    expect(resolve(SCROLL_AREA_IMPORT, scrollContainerModule)).toBe(TABLE_SCROLL_AREA);
    expect(resolve(SCROLL_AREA_IMPORT, `${scrollContainerModule}?v=1`)).toBe(TABLE_SCROLL_AREA);
    expect(resolve(SCROLL_AREA_IMPORT, modalModule)).toBeNull();
    expect(resolve('../../core/Box/Box.mjs', scrollContainerModule)).toBeNull();
    expect(resolve(SCROLL_AREA_IMPORT, undefined)).toBeNull();
  });

  it('matches the installed Mantine, whose Table.ScrollContainer imports ScrollArea by that path', () => {
    expect(scrollContainerModule).toMatch(TABLE_SCROLL_CONTAINER_MODULE);
    const scrollAreaImports = readFileSync(scrollContainerModule, 'utf8')
      .split('\n')
      .filter((line) => line.includes('ScrollArea'));
    expect(scrollAreaImports[0]).toBe(`import { ScrollArea } from "${SCROLL_AREA_IMPORT}";`);
  });

  it("draws its content at once, then in Mantine's ScrollArea once that has loaded", async () => {
    const { container } = render(
      createElement(MantineProvider, null, createElement(ScrollArea, { offsetScrollbars: 'x' }, 'A wide table')),
    );
    expect(screen.getByText('A wide table')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.mantine-ScrollArea-root')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(container.querySelector('.mantine-ScrollArea-viewport')).toHaveTextContent('A wide table');
  });
});
