import { Outlet, useMatches } from 'react-router-dom';
import { AccessDenied } from '../../components/access-denied';
import { useCanOpenPage } from '../../lib/page-access';
import { isPageHandle } from '../router/page-screens';

/**
 * Shows the page when the signed-in user may open it (its access in the page table), else "access denied".
 * An address no page claims passes through to the not-found page.
 */
export function PermissionGuard() {
  const canOpenPage = useCanOpenPage();
  const page = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle)?.page;
  return !page || canOpenPage(page) ? <Outlet /> : <AccessDenied />;
}
