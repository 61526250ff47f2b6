import { NotFoundPage } from '../../components/not-found-page';
import type { TPageScreens } from './page-screens';

/** The signed-out pages, and the unknown-address page outside the shell. */
export const SESSION_ROUTES = {
  signin: () => import('./signin-route').then((m) => ({ Component: m.SigninRoute })),
  signup: () => import('./signup-route').then((m) => ({ Component: m.SignupRoute })),
  forgotPassword: () =>
    import('../../features/auth/components/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../../features/auth/components/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  notFound: () => Promise.resolve({ Component: NotFoundPage }),
} satisfies TPageScreens;
