import type { TPageKey } from '@amc/contracts';
import type { ComponentType, ReactNode } from 'react';

/** What a page's lazy import resolves to: a component, or an element when the screen needs props. */
export type TLazyScreen = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

/** A module's screens, by the page (packages/contracts pages.ts) each one shows. */
export type TPageScreens = Partial<Record<TPageKey, TLazyScreen>>;

/** The route's handle names its page, so the guard reads the page's access from the page table. */
export type TPageHandle = { page: TPageKey };

export function isPageHandle(handle: unknown): handle is TPageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}
