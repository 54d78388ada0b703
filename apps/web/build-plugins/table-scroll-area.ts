import type { ScrollAreaProps } from '@mantine/core';
import { Suspense, createElement, lazy } from 'react';

/** Mantine's ScrollArea, in a chunk of its own (shared with Modal and Combobox), loaded when first drawn. */
const Loaded = lazy(async () => ({ default: (await import('./table-scroll-area-loaded')).ScrollArea }));

/**
 * What Mantine's Table.ScrollContainer draws as its ScrollArea (table-without-scroll-area.ts): Mantine's
 * own, loaded the first time a ScrollContainer is drawn; until then the table scrolls natively.
 */
export function ScrollArea(props: ScrollAreaProps) {
  return createElement(
    Suspense,
    { fallback: createElement('div', { style: { overflow: 'auto' } }, props.children) },
    createElement(Loaded, props),
  );
}
