import { HOME_PAGE, pagePath } from '@amc/contracts';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';

function readOrigin(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    // Only paths inside the app: an origin pointing back at a session page would loop.
    if (state.from.startsWith('/') && !state.from.startsWith('/session')) return state.from;
  }
  return pagePath(HOME_PAGE);
}

/**
 * Sign-in, sign-up and the password pages are for signed-out visitors. Signing in happens on these pages,
 * so this is also what moves a freshly signed-in user on to the page they first asked for.
 */
export function PublicOnlyGuard() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={readOrigin(location.state)} replace />;
  return <Outlet />;
}
