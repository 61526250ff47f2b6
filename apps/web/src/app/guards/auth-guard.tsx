import { pagePath } from '@amc/contracts';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';

/** Signed-out visitors go to sign-in; the page they asked for travels along so sign-in can bring them back. */
export function AuthGuard() {
  const { isAuthenticated, signedOutByUser } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const from = signedOutByUser ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={pagePath('signin')} replace state={from ? { from } : null} />;
  }
  return <Outlet />;
}
