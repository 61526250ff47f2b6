import { PAGES, type TPageKey, canOpenPage } from '@amc/contracts';
import { useCallback } from 'react';
import { useSession } from './session';

/**
 * Whether the signed-in user may open a page (the page table's access and the session's rights): the router's
 * guard and every link that is offered only when it leads somewhere use this one rule.
 */
export function useCanOpenPage(): (page: TPageKey) => boolean {
  const { user, permissions } = useSession();
  return useCallback(
    (page: TPageKey) => canOpenPage(PAGES[page].access, user?.role_name, permissions),
    [user?.role_name, permissions],
  );
}
