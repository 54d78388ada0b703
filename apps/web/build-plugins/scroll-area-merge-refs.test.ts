import { MantineProvider, ScrollArea } from '@mantine/core';
import { render, renderHook } from '@testing-library/react';
import { createElement, createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './scroll-area-merge-refs';

/** A div given the merged ref of `refs`, as ScrollArea gives its viewport the merge of three. */
function Viewport({ refs }: { refs: Array<Ref<HTMLDivElement> | undefined> }) {
  return createElement('div', { ref: useMergeRefs(refs), 'data-testid': 'viewport' });
}

describe('useMergeRefs for ScrollArea', () => {
  it('gives the element to an object ref and a callback ref, and null to both when it goes', () => {
    const local = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { getByTestId, unmount } = render(createElement(Viewport, { refs: [undefined, local, callback] }));
    const viewport = getByTestId('viewport');
    expect(local.current).toBe(viewport);
    expect(callback.mock.calls).toEqual([[viewport]]);

    unmount();
    expect(local.current).toBeNull();
    expect(callback.mock.calls).toEqual([[viewport], [null]]);
  });

  it("runs a callback ref's cleanup when the element goes, instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const local = createRef<HTMLDivElement>();
    const { unmount } = render(createElement(Viewport, { refs: [callback, local] }));
    expect(callback).toHaveBeenCalledTimes(1);

    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(local.current).toBeNull();
  });

  it('is the same ref while the refs are the same, a new one when one changes, and null when all are null', () => {
    const first = createRef<HTMLDivElement>();
    const second = createRef<HTMLDivElement>();
    const { result, rerender } = renderHook(({ refs }) => useMergeRefs(refs), {
      initialProps: { refs: [undefined, first] as Array<Ref<HTMLDivElement> | undefined> },
    });
    const merged = result.current;
    expect(merged).toBeTypeOf('function');
    rerender({ refs: [undefined, first] });
    expect(result.current).toBe(merged);
    rerender({ refs: [undefined, second] });
    expect(result.current).not.toBe(merged);
    rerender({ refs: [undefined, null] });
    expect(result.current).toBeNull();
  });

  it("Mantine's ScrollArea, which the build gives this hook, gives its viewport to the caller's viewportRef", () => {
    const viewportRef = createRef<HTMLDivElement>();
    const { getByText, unmount } = render(
      createElement(MantineProvider, null, createElement(ScrollArea, { h: 100, viewportRef }, 'A long list')),
    );
    expect(viewportRef.current).toBeInstanceOf(HTMLDivElement);
    expect(viewportRef.current).toContainElement(getByText('A long list'));

    unmount();
    expect(viewportRef.current).toBeNull();
  });
});
