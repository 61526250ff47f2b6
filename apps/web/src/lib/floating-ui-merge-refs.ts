import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for `@floating-ui/react` in one import only (vite.config.ts, `scrollAreaRefs`): Mantine's ScrollArea
 * takes this one hook from it, and every Modal holds a ScrollArea, so the whole floating layer (about 17 kB gzipped)
 * sat in every page's first script, the sign-in page's too. Mantine's own `useMergedRef` does the same: one ref
 * callback that hands the node to each of the refs. Pages with a popover or a tooltip still load the real library.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
