/**
 * The `useMergeRefs` Mantine's ScrollArea is given instead of Floating UI's (see
 * scroll-area-without-floating-ui.ts, which resolves ScrollArea's `@floating-ui/react` import here).
 * ScrollArea imports nothing else from Floating UI; its one call merges the caller's `viewportRef`
 * with two refs of its own (an object ref and a callback ref) into the viewport's ref.
 *
 * It behaves as Floating UI's (@floating-ui/react 0.27): it takes the refs as an array and returns
 * null when every one is null, else a callback ref that gives each ref the element (a callback ref is
 * called with it, an object ref gets it in `current`) and gives each null again when the element goes
 * (or runs the cleanup a callback ref returned), and is a new function only when a ref changes.
 * Mantine's own `useMergedRef` does this for a list of refs; every Mantine page already loads it.
 */
import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const merged = useMergedRef<Instance>(...refs);
  return refs.every((ref) => ref == null) ? null : merged;
}
