import { Outlet, useLocation } from 'react-router-dom';
import { AccessDenied } from '../../components/access-denied';
import { useSession } from '../../lib/session';
import { canAccessPath } from '../../lib/route-access';

export function PermissionGuard() {
  const { user, permissions } = useSession();
  const { pathname } = useLocation();
  return canAccessPath(pathname, user?.role_name, permissions) ? <Outlet /> : <AccessDenied />;
}
