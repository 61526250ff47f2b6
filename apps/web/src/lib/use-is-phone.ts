import { useMediaQuery } from '@mantine/hooks';

/** The app shell's phone breakpoint (Mantine's `sm`): below it the sidebar is a drawer and lists are cards. */
export const PHONE_MEDIA_QUERY = '(max-width: 48em)';

/**
 * True on a phone-wide screen. Read while rendering, not after the first paint, so a phone never flashes the
 * desktop table (or a desktop the cards) before switching.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}
